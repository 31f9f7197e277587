import { describe, expect, it } from 'vitest';
import { setUpPageTests } from '../testing/page-tests';
import { focusFirstInvalid, invalidFields } from './use-form-state';

setUpPageTests();

/** A form with a valid field, an invalid one and a password field Mantine marked invalid. */
function form() {
  const element = document.createElement('form');
  element.innerHTML = `
    <input name="name" />
    <input name="email" aria-invalid="true" />
    <div data-invalid><input name="password" type="password" /></div>
  `;
  document.body.append(element);
  return element;
}

describe('focusFirstInvalid', () => {
  it('finds the invalid fields in order, the password field too', () => {
    const element = form();
    expect(invalidFields(element).map((f) => f.getAttribute('name'))).toEqual([
      'email',
      'password',
    ]);
    element.remove();
  });

  it('focuses the first one and says how many need correcting', async () => {
    const element = form();
    focusFirstInvalid(element);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement?.getAttribute('name')).toBe('email');
    const region = document.querySelector('[role="status"][aria-live="polite"]');
    expect(region?.textContent).toBe('Fields to correct: 2.');
    element.remove();
  });
});
