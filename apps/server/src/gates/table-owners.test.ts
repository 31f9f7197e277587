import { isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as accounts from '../db/schema/accounts.js';
import * as audit from '../db/schema/audit.js';
import * as catalog from '../db/schema/catalog.js';
import * as companies from '../db/schema/companies.js';
import * as contact from '../db/schema/contact.js';
import * as conversations from '../db/schema/conversations.js';
import * as logistics from '../db/schema/logistics.js';
import * as mail from '../db/schema/mail.js';
import * as madeToOrder from '../db/schema/made-to-order.js';
import * as orders from '../db/schema/orders.js';
import * as payments from '../db/schema/payments.js';
import * as passports from '../db/schema/passports.js';
import * as promotions from '../db/schema/promotions.js';
import * as reports from '../db/schema/reports.js';
import * as reviews from '../db/schema/reviews.js';
import * as shops from '../db/schema/shops.js';
import * as site from '../db/schema/site.js';

// The lint configuration is plain JavaScript: read at run time, not typed.
const lintConfig = new URL('../../../../eslint.config.js', import.meta.url).href;
const { TABLES } = (await import(lintConfig)) as { TABLES: Record<string, string[]> };

const SCHEMA_FILES = {
  accounts,
  audit,
  catalog,
  companies,
  contact,
  conversations,
  logistics,
  mail,
  'made-to-order': madeToOrder,
  orders,
  payments,
  passports,
  promotions,
  reports,
  reviews,
  shops,
  site,
};

const tablesOf = (file: object) =>
  Object.entries(file)
    .filter(([, value]) => isTable(value))
    .map(([name]) => name)
    .sort();

describe('the lint fence on table writes', () => {
  it('knows every table, under the module whose schema file declares it', () => {
    for (const [module, file] of Object.entries(SCHEMA_FILES)) {
      expect([...TABLES[module]!].sort(), module).toEqual(tablesOf(file));
    }
    const owners = Object.keys(TABLES).filter((module) => !(module in SCHEMA_FILES));
    expect(owners).toEqual(['dashboard', 'geo']);
  });
});
