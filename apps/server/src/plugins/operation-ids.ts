/**
 * The `operationId` of every operation in `/api/openapi.json`: the name a generated client gives
 * the call (`client.listProducts()`), so it must never change once published. Keyed by method and
 * path; a route missing here gets one derived from its method and path (see `operationIdOf`), and
 * the OpenAPI test lists such routes so that they get a deliberate name.
 */
export const OPERATION_IDS: Record<string, string> = {
  'GET /api/health': 'getHealth',
  'GET /api/config': 'getSiteConfig',
  'GET /api/admin/site': 'getAdminSiteSettings',
  'PUT /api/admin/site': 'saveSiteSettings',
  'POST /api/admin/site/background': 'uploadSiteBackground',
  'GET /api/admin/commission': 'getCommission',
  'PUT /api/admin/commission': 'setCommissionRate',
  'POST /api/admin/commission/overrides': 'addCommissionOverride',
  'DELETE /api/admin/commission/overrides/{id}': 'removeCommissionOverride',
  'GET /api/admin/commission/makers': 'searchCommissionMakers',
  'GET /api/countries': 'listCountries',

  'GET /api/users/status': 'getSessionStatus',
  'POST /api/users/register': 'registerAccount',
  'POST /api/users/verify': 'verifyAccount',
  'POST /api/users/resend-code': 'resendVerificationCode',
  'POST /api/users/login': 'logIn',
  'POST /api/users/login-link': 'logInWithLink',
  'POST /api/users/logout': 'logOut',
  'POST /api/users/recover-password': 'recoverPassword',
  'POST /api/users/verify-reset-code': 'verifyResetCode',
  'POST /api/users/reset-password': 'resetPassword',
  'POST /api/users/reset-avatar': 'resetLoginName',
  'PATCH /api/users/update': 'updateProfile',
  'POST /api/users/me/password': 'changePassword',
  'POST /api/users/delete/code': 'sendAccountDeletionCode',
  'DELETE /api/users/delete': 'deleteAccount',
  'GET /api/users/me/addresses': 'listAddresses',
  'POST /api/users/me/addresses': 'createAddress',
  'PATCH /api/users/me/addresses/{id}': 'updateAddress',
  'DELETE /api/users/me/addresses/{id}': 'deleteAddress',
  'GET /api/users/me/invoice-data': 'listInvoiceData',
  'POST /api/users/me/invoice-data': 'createInvoiceData',
  'PATCH /api/users/me/invoice-data/{id}': 'updateInvoiceData',
  'DELETE /api/users/me/invoice-data/{id}': 'deleteInvoiceData',

  'GET /api/categories': 'listCategories',
  'GET /api/products': 'listProducts',
  'GET /api/products/suggest': 'suggestProducts',
  'GET /api/products/compare': 'compareProducts',
  'GET /api/products/{id}': 'getProduct',
  'GET /api/products/{id}/qr.png': 'getProductQrCode',
  'POST /api/products/{id}/questions': 'askProductQuestion',
  'GET /api/companies': 'listCompanies',
  'GET /api/companies/{id}': 'getCompany',
  'POST /api/companies/{id}/messages': 'sendCompanyMessage',
  'GET /api/shops': 'listShops',
  'GET /api/shops/{id}': 'getShop',
  'GET /api/geocode': 'geocodeAddress',
  'GET /api/geocode/reverse': 'reverseGeocode',

  'GET /api/messages/threads': 'listThreads',
  'POST /api/messages/threads': 'openThread',
  'GET /api/messages/unread': 'countUnreadThreads',
  'GET /api/messages/threads/{id}': 'getThread',
  'POST /api/messages/threads/{id}/messages': 'sendThreadMessage',
  'POST /api/messages/threads/{id}/read': 'markThreadRead',
  'POST /api/messages/threads/{id}/block': 'blockThread',
  'DELETE /api/messages/threads/{id}/block': 'unblockThread',

  'GET /api/cart': 'getCart',
  'DELETE /api/cart': 'clearCart',
  'POST /api/cart/items': 'addCartItem',
  'PATCH /api/cart/items/{productId}': 'updateCartItem',
  'DELETE /api/cart/items/{productId}': 'removeCartItem',
  'POST /api/cart/preview': 'previewCart',
  'POST /api/cart/merge': 'mergeCart',
  'POST /api/checkout/quote': 'quoteCheckout',
  'POST /api/orders': 'placeOrders',
  'GET /api/orders': 'listOrders',
  'GET /api/orders/{id}': 'getOrder',
  'POST /api/orders/{id}/cancel': 'cancelOrder',
  'GET /api/orders/{id}/reviews': 'listOrderReviews',
  'POST /api/reviews': 'createReview',
  'PATCH /api/reviews/{id}': 'updateReview',
  'GET /api/products/{id}/reviews': 'listProductReviews',
  'POST /api/seller/reviews/{id}/answer': 'answerReview',

  'GET /api/payments/operators': 'listPaymentOptions',
  'POST /api/payments': 'startPayment',
  'GET /api/payments/{id}': 'getPayment',
  'GET /api/payments/paypal/return': 'returnFromPaypal',
  'GET /api/payments/paypal/cancel': 'cancelAtPaypal',
  'POST /api/payments/notify/payu': 'receivePayuNotification',
  'POST /api/payments/notify/paypal': 'receivePaypalNotification',
  'POST /api/payments/notify/autopay': 'receiveAutopayNotification',

  'POST /api/users/become-seller': 'becomeSeller',
  'GET /api/seller/company': 'getSellerCompany',
  'PUT /api/seller/company': 'saveSellerCompany',
  'PUT /api/seller/company/photo': 'uploadSellerCompanyPhoto',
  'GET /api/seller/settings': 'getSellerSettings',
  'PUT /api/seller/settings': 'saveSellerSettings',
  'GET /api/seller/courier-pricing': 'listCourierPricing',
  'POST /api/seller/courier-pricing': 'createCourierPricing',
  'PATCH /api/seller/courier-pricing/{id}': 'updateCourierPricing',
  'DELETE /api/seller/courier-pricing/{id}': 'deleteCourierPricing',
  'GET /api/seller/products': 'listSellerProducts',
  'POST /api/seller/products': 'createSellerProduct',
  'GET /api/seller/products/{id}': 'getSellerProduct',
  'PUT /api/seller/products/{id}': 'updateSellerProduct',
  'DELETE /api/seller/products/{id}': 'deleteSellerProduct',
  'POST /api/seller/products/{id}/images': 'uploadProductImage',
  'PUT /api/seller/products/{id}/images/order': 'reorderProductImages',
  'DELETE /api/seller/products/{id}/images/{imageId}': 'deleteProductImage',
  'GET /api/seller/shops': 'listSellerShops',
  'POST /api/seller/shops': 'createSellerShop',
  'GET /api/seller/shops/{id}': 'getSellerShop',
  'PUT /api/seller/shops/{id}': 'updateSellerShop',
  'DELETE /api/seller/shops/{id}': 'deleteSellerShop',
  'POST /api/seller/shops/{id}/images': 'uploadShopImage',
  'DELETE /api/seller/shops/{id}/images/{imageId}': 'deleteShopImage',
  'GET /api/seller/orders': 'listSellerOrders',
  'GET /api/seller/orders/{id}': 'getSellerOrder',
  'POST /api/seller/orders/{id}/status': 'updateSellerOrderStatus',
  'GET /api/seller/customers': 'listSellerCustomers',

  'GET /api/admin/categories': 'listAdminCategories',
  'POST /api/admin/categories': 'createCategory',
  'PUT /api/admin/categories/order': 'reorderCategories',
  'PATCH /api/admin/categories/{id}': 'renameCategory',
  'DELETE /api/admin/categories/{id}': 'deleteCategory',
  'GET /api/admin/orders': 'listAdminOrders',
  'GET /api/admin/orders/{id}': 'getAdminOrder',
  'POST /api/admin/orders/{id}/status': 'updateAdminOrderStatus',
  'GET /api/admin/payment-operators': 'listPaymentOperators',
  'PUT /api/admin/payment-operators/{operator}': 'updatePaymentOperator',
  'GET /api/admin/payouts': 'listPayouts',
  'POST /api/admin/payouts': 'createPayout',
  'GET /api/admin/payouts/records': 'listPayoutRecords',
  'GET /api/admin/payouts.csv': 'exportPayoutsCsv',
  'GET /api/seller/payouts': 'getSellerPayouts',
  'GET /api/admin/dashboard': 'getAdminDashboard',
  'GET /api/seller/dashboard': 'getSellerDashboard',
  'GET /api/contact': 'getContactDetails',
  'POST /api/contact': 'sendContactMessage',
  'GET /api/admin/contact-messages': 'listContactMessages',
  'PATCH /api/admin/contact-messages/{id}': 'markContactMessage',
  'POST /api/reports': 'createReport',
  'GET /api/admin/reports': 'listReports',
  'POST /api/admin/reports/{id}/dismiss': 'dismissReport',
  'POST /api/admin/reports/{id}/resolve': 'resolveReport',
  'POST /api/admin/reports/{id}/action': 'moderateReport',
  'POST /api/admin/moderation/reviews/{id}/unhide': 'unhideReview',
  'POST /api/admin/moderation/products/{id}/unhide': 'unhideProduct',
  'GET /api/admin/audit': 'listAudit',
  'GET /api/admin/users': 'listAdminUsers',
  'GET /api/admin/users/{id}': 'getAdminUser',
  'POST /api/admin/companies/{id}/approve': 'approveCompany',
  'GET /api/admin/settings/maker-approval': 'getMakerApprovalSetting',
  'PUT /api/admin/settings/maker-approval': 'updateMakerApprovalSetting',

  'GET /robots.txt': 'getRobotsTxt',
  'GET /sitemap.xml': 'getSitemapIndex',
  'GET /sitemap-pages.xml.gz': 'getPagesSitemap',
  'GET /sitemap-products.xml.gz': 'getProductsSitemap',
  'GET /sitemap-makers.xml.gz': 'getMakersSitemap',
  'GET /sitemap-shops.xml.gz': 'getShopsSitemap',
  'GET /sitemap-categories.xml.gz': 'getCategoriesSitemap',
};

const VERBS: Record<string, string> = {
  get: 'get',
  post: 'create',
  put: 'update',
  patch: 'update',
  delete: 'delete',
};

/** The path as OpenAPI writes it: `/api/orders/:id` → `/api/orders/{id}`. */
export function openApiPath(url: string) {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The operation's id: from the table, or else the method's verb and the path's words
 * (`POST /api/seller/widgets/{id}/parts` → `createSellerWidgetsParts`).
 */
export function operationIdOf(method: string, url: string) {
  const path = openApiPath(url);
  const known = OPERATION_IDS[`${method.toUpperCase()} ${path}`];
  if (known) return known;
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[/\-_.]+/)
    .filter((word) => word && !word.startsWith('{'))
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${VERBS[method.toLowerCase()] ?? method.toLowerCase()}${words.join('')}`;
}
