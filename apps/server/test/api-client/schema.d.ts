/* eslint-disable */
// Generated from /api/openapi.json by openapi-typescript (see ./index.ts); do not edit.

export interface paths {
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process is up (restart it when this fails) */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database (migrated), and Redis and S3 when configured, answer */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and the database in use */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public site configuration (banner, header text, currency, app links) */
    get: operations['getSiteConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site configuration with every language’s texts */
    get: operations['getAdminSiteSettings'];
    /**
     * Save the whole site configuration (one audit entry)
     * @description The body is `SiteSettingsInput`. Any invalid field answers 400 "Error saving configurations" with a message per field; the header and banner texts of the default language are required.
     */
    put: operations['saveSiteSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site/background': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a title background: one JPEG, PNG or WebP file of at most 4 MB, field "image"
     * @description Checked by content and re-encoded (a wide image and a thumbnail); the answer goes into the site form, which saves it.
     */
    post: operations['uploadSiteBackground'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/commission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform commission rate and the makers’ own rates */
    get: operations['getCommission'];
    /** Set the platform commission rate for orders placed from now on */
    put: operations['setCommissionRate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/commission/overrides': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a maker its own commission rate from a day on */
    post: operations['addCommissionOverride'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/commission/overrides/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a maker’s own commission rate */
    delete: operations['removeCommissionOverride'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/commission/makers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Makers whose name or login contains the text (at most 10) */
    get: operations['searchCommissionMakers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** ISO 3166 countries named in the caller’s language, sorted by name */
    get: operations['listCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The carriers the platform offers, with its default delivery costs a maker may adopt */
    get: operations['listOfferedCarriers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every carrier, on or off, with the platform’s default costs */
    get: operations['listPlatformCarriers'];
    /** Turn carriers on or off and set their default costs (one audit entry) */
    put: operations['savePlatformCarriers'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user, or 401 when the token is missing, expired or revoked */
    get: operations['getSessionStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a buyer account; the confirmation code is e-mailed, never returned */
    post: operations['registerAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a registration with the mailed code and the account’s password */
    post: operations['verifyAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/resend-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a new confirmation code (the same answer whether the account exists or not) */
    post: operations['resendVerificationCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with the username or e-mail address and the password
     * @description Over the failed-login limit of a login name, only an address the account signed in from before gets in with the right password; elsewhere the answer is 429, and a right password mails the owner a one-time sign-in link.
     */
    post: operations['logIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/login-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with a mailed one-time sign-in link (single use, 15 minutes) */
    post: operations['logInWithLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke the current session token */
    post: operations['logOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/recover-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a recovery link (new password or new login name); never tells if the address has an account */
    post: operations['recoverPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/verify-reset-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a mailed recovery token without using it up */
    post: operations['verifyResetCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a recovery token; every session of the account ends */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/reset-avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new login name ("AvatarLogin") with a recovery token */
    post: operations['resetLoginName'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Update the caller’s profile, or (admin only, another user) `{ userId, status }` / `permissions` */
    patch: operations['updateProfile'];
    trace?: never;
  };
  '/api/users/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password (the current one is needed); other sessions end */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/delete/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a code that confirms the account’s deletion (for accounts without a password) */
    post: operations['sendAccountDeletionCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete the caller’s account with its current password or a mailed code: personal data erased, sessions revoked */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s shipping addresses */
    get: operations['listAddresses'];
    put?: never;
    /** Add a shipping address */
    post: operations['createAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/addresses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a shipping address */
    delete: operations['deleteAddress'];
    options?: never;
    head?: never;
    /** Change a shipping address */
    patch: operations['updateAddress'];
    trace?: never;
  };
  '/api/users/me/invoice-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s invoice data */
    get: operations['listInvoiceData'];
    put?: never;
    /** Add invoice data */
    post: operations['createInvoiceData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/invoice-data/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove invoice data */
    delete: operations['deleteInvoiceData'];
    options?: never;
    head?: never;
    /** Change invoice data */
    patch: operations['updateInvoiceData'];
    trace?: never;
  };
  '/api/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Categories with their subcategories, named in the caller’s language */
    get: operations['listCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Catalog search: full text over every language (accent- and typo-tolerant), filters and sorts, 50 a page (keyset cursor) */
    get: operations['listProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/suggest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 8 product names matching what is typed in the search box */
    get: operations['suggestProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/compare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 3 products side by side (`ids=a,b,c`) */
    get: operations['compareProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product page: texts in the caller’s language, images, delivery, maker */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}/qr.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A PNG QR code of the product page’s address */
    get: operations['getProductQrCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the maker a message in the buyer’s general thread with them (login required) */
    post: operations['sendCompanyMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the maker about the product, in the buyer’s thread about it (login required) */
    post: operations['askProductQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/threads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s threads, newest message first, 50 a page */
    get: operations['listThreads'];
    put?: never;
    /** Open the thread with a maker about a product, an order or nothing, or continue it (optionally with a first message) */
    post: operations['openThread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of the caller’s threads have unread messages */
    get: operations['countUnreadThreads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/threads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A thread with its latest 500 messages (participants only) */
    get: operations['getThread'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/threads/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write in a thread (plain text, at most 2,000 characters) */
    post: operations['sendThreadMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/threads/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark the thread read by the caller */
    post: operations['markThreadRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/threads/{id}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block the other side of the thread: nobody can write in it */
    post: operations['blockThread'];
    /** Unblock the other side of the thread */
    delete: operations['unblockThread'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller’s products, newest first; `q` matches a name */
    get: operations['listSellerProducts'];
    put?: never;
    /** Add a product (needs delivery costs configured) */
    post: operations['createSellerProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the seller’s products with every language version */
    get: operations['getSellerProduct'];
    /** Save the product form (a new price keeps the price history) */
    put: operations['updateSellerProduct'];
    post?: never;
    /** Delete the product and its images */
    delete: operations['deleteSellerProduct'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add an image: one JPEG, PNG or WebP file of at most 4 MB, field "image" */
    post: operations['uploadProductImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}/images/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reorder the images; the first is the cover */
    put: operations['reorderProductImages'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}/images/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an image */
    delete: operations['deleteProductImage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}/passport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public passport of a product (what its QR code opens) */
    get: operations['getProductPassport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pieces/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A sold piece’s page by its code, once its order is delivered */
    get: operations['getPiece'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pieces/{code}/card.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The piece’s printable card (A6 PDF) for its buyer after delivery and for its maker */
    get: operations['downloadPieceCard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/pieces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pieces of an order: for its buyer once delivered, for its maker always */
    get: operations['listOrderPieces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}/passport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product’s passport, for the product form */
    get: operations['getSellerProductPassport'];
    /** Save the product’s passport (every field optional) */
    put: operations['saveProductPassport'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}/passport/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a making-of photo (at most 6): one JPEG, PNG or WebP file of at most 4 MB, field "image" */
    post: operations['uploadMakingOfPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}/passport/photos/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a making-of photo (an unknown one: no change) */
    delete: operations['removeMakingOfPhoto'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every category and subcategory with all names and product counts */
    get: operations['listAdminCategories'];
    put?: never;
    /** Add a category, or a subcategory with `parentId`; a name in every language */
    post: operations['createCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reorder the categories, or one category’s subcategories */
    put: operations['reorderCategories'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a category no product or subcategory uses */
    delete: operations['deleteCategory'];
    options?: never;
    head?: never;
    /** Rename in every language */
    patch: operations['renameCategory'];
    trace?: never;
  };
  '/api/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every maker, by display name (keyset pages) */
    get: operations['listCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/become-seller': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a shop with this account: saves the company data and makes the buyer a maker
     * @description The body is the company form of `PUT /api/seller/company`. A maker or an administrator answers 409.
     */
    post: operations['becomeSeller'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A maker’s public page (no bank details) */
    get: operations['getCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shops': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shops on the public map (only those marked visible): in a box, open now, by category or maker */
    get: operations['listShops'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shops/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop page: photos, address, location and opening hours */
    get: operations['getShop'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Places for a typed address (offline gazetteer, or GEOCODER_URL) */
    get: operations['geocodeAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocode/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The place nearest to a point */
    get: operations['reverseGeocode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/delivery-points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A point carrier’s lockers or pick-up points, nearest first from a location or a typed place */
    get: operations['listDeliveryPoints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/shops': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller’s shops */
    get: operations['listSellerShops'];
    put?: never;
    /** Add a shop (location required) */
    post: operations['createSellerShop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/shops/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the seller’s shops */
    get: operations['getSellerShop'];
    /** Save the shop form */
    put: operations['updateSellerShop'];
    post?: never;
    /** Delete the shop and its photos */
    delete: operations['deleteSellerShop'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/shops/{id}/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a photo: one JPEG, PNG or WebP file of at most 2 MB, field "image" */
    post: operations['uploadShopImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/shops/{id}/images/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a photo */
    delete: operations['deleteShopImage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller’s company data (null until it is filled in) */
    get: operations['getSellerCompany'];
    /** Create or update the company data (NIP/VAT, IBAN and BIC are checked) */
    put: operations['saveSellerCompany'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/company/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Upload the company photo: one JPEG, PNG or WebP file of at most 4 MB, field "photo" */
    put: operations['uploadSellerCompanyPhoto'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** AutoPay and InPost settings, secrets masked */
    get: operations['getSellerSettings'];
    /** Save AutoPay and InPost settings (a secret left out is kept, "" removes it) */
    put: operations['saveSellerSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/courier-pricing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller’s courier pricing entries */
    get: operations['listCourierPricing'];
    put?: never;
    /** Add a courier pricing entry (external system ID unique in the list) */
    post: operations['createCourierPricing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/courier-pricing/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a courier pricing entry */
    delete: operations['deleteCourierPricing'];
    options?: never;
    head?: never;
    /** Change a courier pricing entry */
    patch: operations['updateCourierPricing'];
    trace?: never;
  };
  '/api/seller/vacation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker’s vacation mode: return day and pause or delay */
    get: operations['getVacation'];
    /**
     * Starts or changes the vacation (a return day after today); `until: null` ends it
     * @description The body is `{ until: "YYYY-MM-DD" | null, mode: "pause" | "delay" }`.
     */
    put: operations['setVacation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{id}/progress-posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The progress posts of one of the maker’s orders */
    get: operations['listSellerProgressPosts'];
    put?: never;
    /** Posts a photo (field "photo", JPEG, PNG or WebP, at most 4 MB) and a line (field "text", at most 280 characters) on an order being made; the buyer is mailed */
    post: operations['addProgressPost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/progress-posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker’s progress posts on one of the buyer’s orders */
    get: operations['listProgressPosts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robots.txt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What crawlers may visit, and where the sitemap is */
    get: operations['getRobotsTxt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sitemap index: the parts, each of 50,000 pages at most */
    get: operations['getSitemapIndex'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap-pages.xml.gz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A part of the sitemap: pages (gzip-compressed XML) */
    get: operations['getPagesSitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap-products.xml.gz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A part of the sitemap: products (gzip-compressed XML) */
    get: operations['getProductsSitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap-makers.xml.gz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A part of the sitemap: makers (gzip-compressed XML) */
    get: operations['getMakersSitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap-shops.xml.gz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A part of the sitemap: shops (gzip-compressed XML) */
    get: operations['getShopsSitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap-categories.xml.gz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A part of the sitemap: categories (gzip-compressed XML) */
    get: operations['getCategoriesSitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform’s contact details */
    get: operations['getContactDetails'];
    put?: never;
    /**
     * Send a message through the contact form (visitors too)
     * @description Lands in the admin’s inbox, mails the platform’s contact address and sends the sender a receipt. Limited per client address together with reports.
     */
    post: operations['sendContactMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contact form’s inbox, newest first, with the unread count */
    get: operations['listContactMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a contact message read or unread */
    patch: operations['markContactMessage'];
    trace?: never;
  };
  '/api/products/{id}/stock-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for one mail when a sold-out product is back
     * @description Visitors too, limited per client address. The mail goes in the caller’s language once the product is in stock again, and the address is then forgotten; asking again for the same address renews the wait. 409 while the product is in stock.
     */
    post: operations['subscribeToStockAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-alerts/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Stop waiting for a product (the token of the subscription)
     * @description An unknown token (already mailed, or cancelled) answers 204 too.
     */
    delete: operations['cancelStockAlert'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a product, a maker, a review, a message or suspicious activity (visitors too)
     * @description Stores a snapshot of the reported object as it is now. Limited per client address together with the contact form.
     */
    post: operations['createReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The moderation queue: open (or handled) reports, newest first */
    get: operations['listReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dismiss a report (nothing wrong found); the reporter is mailed */
    post: operations['dismissReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resolve a report with a note of what was done; the reporter is mailed */
    post: operations['resolveReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/action': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Act on a report (dismiss, resolve, hide the product, review or message, block the user) with a note; the reporter is mailed
     * @description One transaction: the change, the decision, one audit entry and the mail. `blockUser` blocks the account behind the reported object (a product's or company's owner, a review's or message's author) with the note as the reason. An action that does not fit the target answers 400, a second decision 409.
     */
    post: operations['moderateReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/moderation/reviews/{id}/unhide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Show a review moderation hid; its stars count again */
    post: operations['unhideReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/moderation/products/{id}/unhide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** List a product moderation hid again */
    post: operations['unhideProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log: who did what, when, on which object, newest first
     * @description `action` is an action (`review.hide`) or an area (`review`: every review action); `to` as a bare day includes that day.
     */
    get: operations['listAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Users: search by name, login, e-mail or company; filter by role and status
     * @description Newest first, keyset-paginated. `approval=pending` keeps the makers whose company awaits approval.
     */
    get: operations['listAdminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user with their company, newest orders and reports */
    get: operations['getAdminUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/companies/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a company awaiting approval: its products are listed */
    post: operations['approveCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings/maker-approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether new makers need an administrator’s approval */
    get: operations['getMakerApprovalSetting'];
    /** Switch "New makers need approval" on or off (approves nobody) */
    put: operations['updateMakerApprovalSetting'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every product id favourited and maker id followed */
    get: operations['getFavourites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The favourite pieces as cards, newest first */
    get: operations['listFavouriteProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the product is a favourite */
    get: operations['getFavouriteProduct'];
    /**
     * Favourites a listed product (again: no change)
     * @description 404 for a product the catalog does not list.
     */
    put: operations['addFavouriteProduct'];
    post?: never;
    /** Removes the product from the favourites */
    delete: operations['removeFavouriteProduct'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/makers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The followed makers, newest first */
    get: operations['listFollowedMakers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/makers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller follows the maker */
    get: operations['getFollowedMaker'];
    /**
     * Follows a listed maker (again: no change)
     * @description 404 for a maker the catalog does not list.
     */
    put: operations['followMaker'];
    post?: never;
    /** Stops following the maker */
    delete: operations['unfollowMaker'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merges the browser's favourites and followed makers at sign-in (idempotent)
     * @description Pairs favourited already stay one row; products and makers the catalog does not list are left out. Answers every id after the merge.
     */
    post: operations['mergeFavourites'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A visitor's browser favourites as cards
     * @description In the order given, without what the catalog no longer lists.
     */
    post: operations['previewFavourites'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/digest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The weekly digest of the followed makers' news: on or off */
    get: operations['getFollowerDigest'];
    /** Turns the weekly digest on or off */
    put: operations['setFollowerDigest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/digest/opt-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turns the weekly digest off from the mail's link (no login)
     * @description The token is the one in the mail; one that does not verify is a 400.
     */
    post: operations['optOutOfFollowerDigest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in buyer's cart, grouped by maker with delivery options */
    get: operations['getCart'];
    put?: never;
    post?: never;
    /** Empties the cart */
    delete: operations['clearCart'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds units of a product (never above its stock: "I don't have that quantity") */
    post: operations['addCartItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/items/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a line */
    delete: operations['removeCartItem'];
    options?: never;
    head?: never;
    /** Sets a line's quantity (never above the stock) */
    patch: operations['updateCartItem'];
    trace?: never;
  };
  '/api/cart/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A visitor's browser cart with today's prices, stock and delivery options */
    post: operations['previewCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Merges the browser cart into the server cart at login (capped at the stock) */
    post: operations['mergeCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Totals of the checkout as chosen, checked by the rules of placing it */
    post: operations['quoteCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The buyer's own orders, newest first */
    get: operations['listOrders'];
    put?: never;
    /** Places one order per maker from the cart; send an Idempotency-Key to make retries safe */
    post: operations['placeOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the buyer's orders with items, receiving method and history */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The buyer cancels an order that is still awaiting payment (stock returns) */
    post: operations['cancelOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker's orders, filtered by status and day range */
    get: operations['listSellerOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the maker's orders with the payment summary */
    get: operations['getSellerOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Moves the order on: in progress, shipped (carrier and tracking), ready, … */
    post: operations['updateSellerOrderStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buyers who ordered from the maker, with order count and total */
    get: operations['listSellerCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every order, filtered by status, day range, maker and number */
    get: operations['listAdminOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Any order, with the payment summary */
    get: operations['getAdminOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Moves any order on, as its maker could */
    post: operations['updateAdminOrderStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's reviews, newest first, with its rating summary */
    get: operations['listProductReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The items of one of the buyer's orders with their reviews and what can be rated now */
    get: operations['listOrderReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rates an item of a received order (1–5 stars, a comment of at most 60 characters), once */
    post: operations['createReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes the author's review within 30 days of writing it */
    patch: operations['updateReview'];
    trace?: never;
  };
  '/api/seller/reviews/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The maker's one public answer to a review of their product */
    post: operations['answerReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Enter a maker’s coupon code for their part of the cart
     * @description The code is checked now (400 COUPON_UNKNOWN; 409 COUPON_EXPIRED, COUPON_BELOW_MINIMUM, COUPON_USED_UP, COUPON_ALREADY_USED) and again by the checkout, in its transaction. It applies only to that maker’s goods; any case is accepted.
     */
    put: operations['applyCartCoupon'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/coupons/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Take the coupon code off a maker’s part of the cart */
    delete: operations['removeCartCoupon'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker’s sales: running and scheduled first */
    get: operations['listSales'];
    put?: never;
    /**
     * Schedule a sale (1–90 % off chosen products or the whole shop)
     * @description The end must be after the start, in the future and at most 90 days after the start; a product is in one sale at a time (409 SALE_OVERLAPS). While the sale runs its price is the products’ price (a new price period, so the Omnibus lowest price stays exact).
     */
    post: operations['scheduleSale'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/sales/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a scheduled sale, or end a running one now */
    post: operations['cancelSale'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker’s coupon codes with their uses */
    get: operations['listCoupons'];
    put?: never;
    /**
     * Create a coupon code (percentage or amount off the maker’s goods)
     * @description Codes are 3–32 of A–Z, 0–9 and "-", unique per maker in any case (409 when taken).
     */
    post: operations['createCoupon'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/coupons/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deactivate a coupon code */
    post: operations['deactivateCoupon'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{id}/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's shipments with their tracking events */
    get: operations['listOrderShipments'];
    put?: never;
    /** Creates the order's InPost shipment (parcel size or weight and dimensions, insurance) */
    post: operations['createShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{id}/shipments/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels the order's shipment while the carrier allows */
    post: operations['cancelShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{id}/label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's shipping label as a PDF (A6 or A4) */
    get: operations['getShippingLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker's shipments, newest first */
    get: operations['listShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/shipments/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Several orders' labels in one PDF (`orders`: comma-separated ids) */
    get: operations['getShippingLabels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/logistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipping defaults and the InPost connection */
    get: operations['getLogisticsSettings'];
    /** Saves the default parcel size and the sender address */
    put: operations['saveLogisticsSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/logistics/inpost-test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tests the saved InPost organisation and ShipX key ("Connected as …") */
    post: operations['testInpostConnection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The buyer's order's shipments with their tracking timeline */
    get: operations['listBuyerOrderShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logistics/inpost/notify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** InPost ShipX's status webhook (a hint: the state is asked back) */
    post: operations['notifyInpostShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/operators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The unpaid orders of the list and the operators that can pay them */
    get: operations['listPaymentOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a payment at an operator: answers the hosted page's address */
    post: operations['startPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A payment of the buyer: the waiting page polls it */
    get: operations['getPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/paypal/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PayPal return URL: captures the approved order and shows the result page */
    get: operations['returnFromPaypal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/paypal/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PayPal cancel URL: shows the cancelled page */
    get: operations['cancelAtPaypal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payment-operators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payment operators: enabled, public identifiers, which secrets are stored */
    get: operations['listPaymentOperators'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payment-operators/{operator}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enables or disables an operator and stores the platform's credentials */
    put: operations['updatePaymentOperator'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per maker, from the ledger: paid orders, money received, commission, amount due */
    get: operations['listPayouts'];
    put?: never;
    /** Records a payout made to a maker (a bank transfer); never more than the maker's balance */
    post: operations['createPayout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payouts made, latest first: one maker's or everyone's */
    get: operations['listPayoutRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The payouts of a period per maker as CSV (comma-separated, UTF-8 with a byte order mark) */
    get: operations['exportPayoutsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker's balance, what was paid out, and the payouts made */
    get: operations['getSellerPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The overview: orders, GMV, commission, new buyers and makers (today, 7 and 30 days), open reports, payments pending, orders per day */
    get: operations['getAdminDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The maker's dashboard: sales and orders (today, 7 and 30 days), orders to ship, low stock, balance */
    get: operations['getSellerDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/notify/payu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** PayU notifications (signed; raw body) */
    post: operations['receivePayuNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/notify/paypal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** PayPal notifications (signed; raw body) */
    post: operations['receivePaypalNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/notify/autopay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** AutoPay notifications (signed; raw body) */
    post: operations['receiveAutopayNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Address: {
      _id: string;
      street: string;
      city: string;
      postalCode: string;
      region: string;
      country: string;
      recipientName: string;
      phone: string;
    };
    AddressInput: {
      street: string;
      city: string;
      postalCode: string;
      /** @default  */
      region: string;
      country: string;
      /** @default  */
      recipientName: string;
      /** @default  */
      phone: string;
    };
    AddressList: {
      items: components['schemas']['Address'][];
    };
    AdminCategory: {
      _id: string;
      slug: string;
      parentId: string | null;
      position: number;
      names: {
        [key: string]: string;
      };
      productCount: number;
    };
    AdminCategoryList: {
      items: components['schemas']['AdminCategory'][];
    };
    AdminContactMessage: {
      _id: string;
      name: string;
      email: string;
      productName: string | null;
      productId: string | null;
      message: string;
      user: {
        _id: string;
        username: string;
      } | null;
      read: boolean;
      createdAt: string;
    };
    AdminContactPage: {
      items: components['schemas']['AdminContactMessage'][];
      nextCursor: string | null;
      unreadCount: number;
    };
    AdminDashboard: {
      periods: {
        today: components['schemas']['AdminPeriodFigures'];
        days7: components['schemas']['AdminPeriodFigures'];
        days30: components['schemas']['AdminPeriodFigures'];
      };
      openReports: number;
      paymentsPending: {
        count: number;
        amount: components['schemas']['Money'];
      };
      ordersPerDay: components['schemas']['DailyCount'][];
      generatedAt: string;
    };
    AdminPeriodFigures: {
      orders: number;
      gmv: components['schemas']['Money'];
      commission: components['schemas']['Money'];
      newBuyers: number;
      newMakers: number;
    };
    AdminReport: {
      _id: string;
      /** @enum {string} */
      reason: 'counterfeit' | 'prohibited' | 'fraud' | 'abusive' | 'intellectualProperty' | 'other';
      description: string;
      /** @enum {string} */
      targetType: 'product' | 'company' | 'review' | 'message' | 'none';
      targetId: string | null;
      snapshot: components['schemas']['ReportSnapshot'];
      reporter: {
        _id: string;
        username: string;
      } | null;
      reporterEmail: string | null;
      /** @enum {string} */
      status: 'open' | 'dismissed' | 'resolved';
      note: string | null;
      action:
        ('dismiss' | 'resolve' | 'hideProduct' | 'hideReview' | 'hideMessage' | 'blockUser') | null;
      handledBy: {
        _id: string;
        username: string;
      } | null;
      handledAt: string | null;
      createdAt: string;
    };
    AdminReportPage: {
      items: components['schemas']['AdminReport'][];
      nextCursor: string | null;
    };
    AdminSiteSettings: {
      /** @enum {string} */
      defaultLocale: 'en-US' | 'pl-PL' | 'zh-CN' | 'de-DE' | 'sv-SE' | 'nb-NO';
      /** @enum {string} */
      currency: 'EUR' | 'PLN' | 'USD' | 'GBP' | 'SEK' | 'NOK' | 'CNY';
      headerText: components['schemas']['PerLocaleText'];
      bannerText: components['schemas']['PerLocaleText'];
      bannerIcon: components['schemas']['PerLocaleText'];
      titleBackgroundImage: string | null;
      titleBackgroundThumbnail: string | null;
      contact: components['schemas']['SiteContact'];
      contactFallback: components['schemas']['SiteContact'];
      appStoreLinks: {
        android: string | null;
        ios: string | null;
      };
      currencyLocked: boolean;
      updatedAt: string | null;
    };
    AdminUser: {
      _id: string;
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      permissions: 'user' | 'seller' | 'admin';
      /** @enum {string} */
      status: 'pending' | 'active' | 'blocked';
      registeredAt: string;
      company: components['schemas']['AdminUserCompany'] | null;
    };
    AdminUserCompany: {
      _id: string;
      shortName: string;
      companyName: string;
      city: string;
      country: string;
      approvedAt: string | null;
      listed: boolean;
    };
    AdminUserDetail: {
      _id: string;
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      permissions: 'user' | 'seller' | 'admin';
      /** @enum {string} */
      status: 'pending' | 'active' | 'blocked';
      registeredAt: string;
      company: components['schemas']['AdminUserCompany'] | null;
      phone: string | null;
      locale: string;
      buyerOrders: components['schemas']['OrderSummary'][];
      companyOrders: components['schemas']['OrderSummary'][];
      reports: components['schemas']['AdminUserReport'][];
    };
    AdminUserPage: {
      items: components['schemas']['AdminUser'][];
      nextCursor: string | null;
    };
    AdminUserReport: {
      _id: string;
      reason: string;
      targetType: string;
      targetId: string | null;
      description: string;
      status: string;
      createdAt: string;
    };
    ApiError: {
      error: string;
      code: string;
      fields?: {
        [key: string]: string;
      };
      requestId?: string;
    };
    AuditEntry: {
      _id: string;
      actorId: string | null;
      actorName: string;
      action: string;
      targetType: string;
      targetId: string | null;
      before: unknown;
      after: unknown;
      note: string | null;
      createdAt: string;
    };
    AuditPage: {
      items: components['schemas']['AuditEntry'][];
      nextCursor: string | null;
    };
    CardImage: {
      base: string;
      widths: [number, string][];
      width: number;
      height: number;
    };
    Cart: {
      groups: components['schemas']['CartGroup'][];
      count: number;
      subtotal: components['schemas']['Money'];
      removed: string[];
      discount?: components['schemas']['Money'];
    };
    CartCoupon: {
      code: string;
      discount: components['schemas']['Money'];
      problem: string | null;
      problemMessage: string | null;
    };
    CartCouponInput: {
      /** Format: uuid */
      sellerId: string;
      code: components['schemas']['CouponCodeInput'];
    };
    CartDeliveryOption: {
      _id: string;
      /** @enum {string} */
      carrier:
        | 'dpd_pickup_point'
        | 'dpd_pickup_point_cod'
        | 'dpd_courier'
        | 'dpd_courier_cod'
        | 'gls_courier'
        | 'gls_courier_cod'
        | 'inpost_locker'
        | 'inpost_courier';
      price: components['schemas']['Money'];
      basePrice: components['schemas']['Money'];
      freeFrom: components['schemas']['Money'] | null;
      missingForFree: components['schemas']['Money'] | null;
      needsPoint: boolean;
      cashOnDelivery: boolean;
    };
    CartGroup: {
      seller: {
        _id: string;
        shortName: string;
      };
      lines: components['schemas']['CartLine'][];
      subtotal: components['schemas']['Money'];
      deliveryOptions: components['schemas']['CartDeliveryOption'][];
      pickupShops: components['schemas']['PickupShop'][];
      dispatchDays: number;
      coupon?: components['schemas']['CartCoupon'] | null;
      shipBy?: string;
      madeToOrder?: boolean;
    };
    CartItemInput: {
      /** Format: uuid */
      productId: string;
      quantity: number;
    };
    CartLine: {
      productId: string;
      name: string;
      image: components['schemas']['ProductImage'] | null;
      unitPrice: components['schemas']['Money'];
      quantity: number;
      available: number;
      lineTotal: components['schemas']['Money'];
      listed: boolean;
      madeToOrder?: boolean;
    };
    CartLinesInput: {
      items: components['schemas']['CartItemInput'][];
    };
    CartQuantityInput: {
      quantity: number;
    };
    Category: {
      _id: string;
      slug: string;
      name: string;
      subcategories: {
        _id: string;
        slug: string;
        name: string;
      }[];
    };
    CategoryList: {
      items: components['schemas']['Category'][];
    };
    CategoryOrderInput: {
      /** @default null */
      parentId: string | null;
      ids: string[];
    };
    ChangePasswordInput: {
      currentPassword: string;
      newPassword: components['schemas']['PasswordInput'];
    };
    CheckoutGroupInput: {
      /** Format: uuid */
      sellerId: string;
      deliveryOptionId?: string | null;
      pointCode?: string | null;
      pickupShopId?: string | null;
    };
    CheckoutInput: {
      groups: components['schemas']['CheckoutGroupInput'][];
      shippingAddressId?: string | null;
      shippingAddress?: components['schemas']['AddressInput'] | null;
      /** @default false */
      saveShippingAddress: boolean;
      /** @default false */
      invoiceRequested: boolean;
      invoiceDataId?: string | null;
      invoiceData?: {
        [key: string]: unknown;
      } | null;
      /** @default false */
      saveInvoiceData: boolean;
      expectedTotal?: number | null;
    };
    CommissionOverride: {
      _id: string;
      company: {
        _id: string;
        name: string;
      };
      basisPoints: number;
      startsOn: string;
      inForce: boolean;
      createdBy: string | null;
      createdAt: string;
    };
    CommissionOverrideInput: {
      /** Format: uuid */
      companyId: string;
      basisPoints: number;
      /** Format: date */
      startsOn: string;
    };
    CommissionRateInput: {
      basisPoints: number;
    };
    CommissionSettings: {
      basisPoints: number;
      overrides: components['schemas']['CommissionOverride'][];
    };
    Company: {
      _id: string;
      companyName: string;
      shortName: string;
      street: string;
      city: string;
      postalCode: string;
      country: string;
      taxNumber: string;
      webPage: string | null;
      bic: string;
      iban: string;
      description: string;
      photo: string | null;
      storeConfigured: boolean;
      /** @enum {string} */
      approval: 'approved' | 'awaitingApproval';
    };
    CompanyPage: {
      items: components['schemas']['CompanySummary'][];
      nextCursor: string | null;
    };
    CompanySummary: {
      _id: string;
      shortName: string;
      companyName: string;
      city: string;
      country: string;
      photo: string | null;
    };
    CompareList: {
      items: components['schemas']['ProductDetail'][];
    };
    ContactDetails: {
      email: string | null;
      phone: string | null;
      address: string | null;
    };
    ContactInput: {
      name: string;
      email: string;
      productName?: string;
      /** Format: uuid */
      productId?: string;
      message: string;
    };
    ContactSent: {
      _id: string;
      createdAt: string;
    };
    ConversationMessage: {
      _id: string;
      side: components['schemas']['ThreadSide'];
      mine: boolean;
      body: string;
      removed: boolean;
      createdAt: string;
    };
    Country: {
      code: string;
      name: string;
    };
    CountryList: {
      items: components['schemas']['Country'][];
    };
    Coupon: {
      _id: string;
      code: string;
      /** @enum {string} */
      kind: 'percent' | 'amount';
      value: number;
      currency: string;
      minOrderAmount: number;
      endsAt: string | null;
      useLimit: number | null;
      perBuyerLimit: number;
      uses: number;
      active: boolean;
      createdAt: string;
    };
    CouponCodeInput: string;
    CouponList: {
      items: components['schemas']['Coupon'][];
    };
    CourierPricing: {
      _id: string;
      /** @enum {string} */
      carrier:
        | 'dpd_pickup_point'
        | 'dpd_pickup_point_cod'
        | 'dpd_courier'
        | 'dpd_courier_cod'
        | 'gls_courier'
        | 'gls_courier_cod'
        | 'inpost_locker'
        | 'inpost_courier';
      priceAmount: number;
      currency: string;
      externalId: string;
      freeDeliveryThreshold: number | null;
    };
    CourierPricingList: {
      items: components['schemas']['CourierPricing'][];
    };
    CreateReportInput: {
      /** @enum {string} */
      reason: 'counterfeit' | 'prohibited' | 'fraud' | 'abusive' | 'intellectualProperty' | 'other';
      description: string;
      /** @enum {string} */
      targetType: 'product' | 'company' | 'review' | 'message' | 'none';
      /** Format: uuid */
      targetId?: string;
      email?: string;
    };
    CreateReviewInput: {
      /** Format: uuid */
      orderItemId: string;
      rating: number;
      /** @default  */
      comment: string;
    };
    CreateShipmentInput: {
      parcelSize?: ('A' | 'B' | 'C') | null;
      weightGrams?: number | null;
      lengthMm?: number | null;
      widthMm?: number | null;
      heightMm?: number | null;
      insuranceAmount?: number | null;
    };
    Customer: {
      _id: string;
      name: string;
      email: string;
      orderCount: number;
      total: components['schemas']['Money'];
      lastOrderAt: string;
    };
    CustomerPage: {
      items: components['schemas']['Customer'][];
      nextCursor: string | null;
    };
    DailyCount: {
      date: string;
      orders: number;
    };
    DeleteAccountInput: {
      password?: string;
      confirmationCode?: string;
    };
    DeliveryOption: {
      /** @enum {string} */
      carrier:
        | 'dpd_pickup_point'
        | 'dpd_pickup_point_cod'
        | 'dpd_courier'
        | 'dpd_courier_cod'
        | 'gls_courier'
        | 'gls_courier_cod'
        | 'inpost_locker'
        | 'inpost_courier';
      price: components['schemas']['Money'];
      freeFrom: components['schemas']['Money'] | null;
    };
    DeliveryPoint: {
      code: string;
      /** @enum {string} */
      network: 'inpost' | 'dpd';
      /** @enum {string} */
      kind: 'locker' | 'point';
      description: string;
      address: components['schemas']['PointAddress'];
      location: components['schemas']['Location'];
      openingHours: string;
      open247: boolean;
      distance: number | null;
    };
    DeliveryPointList: {
      items: components['schemas']['DeliveryPoint'][];
      origin: {
        label: string;
        location: components['schemas']['Location'];
      } | null;
    };
    DigestOptOutInput: {
      token: string;
    };
    DigestSettings: {
      enabled: boolean;
    };
    DigestSettingsInput: {
      enabled: boolean;
    };
    DismissReportInput: {
      note?: string;
    };
    EmailInput: string;
    FavouriteIds: {
      products: string[];
      makers: string[];
    };
    FavouriteListsInput: {
      /** @default [] */
      products: string[];
      /** @default [] */
      makers: string[];
    };
    FavouriteProductPage: {
      items: components['schemas']['ProductSummary'][];
      nextCursor: string | null;
    };
    FavouritesPreview: {
      products: components['schemas']['ProductSummary'][];
      makers: components['schemas']['CompanySummary'][];
    };
    FavouriteState: {
      favourite: boolean;
    };
    FollowedMakerPage: {
      items: components['schemas']['CompanySummary'][];
      nextCursor: string | null;
    };
    GeocodeList: {
      items: components['schemas']['GeocodeResult'][];
    };
    GeocodeResult: {
      label: string;
      city: string;
      country: string;
      location: components['schemas']['Location'];
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      version: string;
      /** @enum {string} */
      database: 'pglite' | 'postgres';
    };
    InpostConnection: {
      configured: boolean;
      organizationId: string | null;
      connectedAs: string | null;
      checkedAt: string | null;
    };
    InvoiceData: {
      _id: string;
      companyName: string;
      taxId: string;
      street: string;
      city: string;
      postalCode: string;
      country: string;
    };
    InvoiceDataInput: {
      companyName: string;
      taxId: string;
      street: string;
      city: string;
      postalCode: string;
      country: string;
    };
    InvoiceDataList: {
      items: components['schemas']['InvoiceData'][];
    };
    LeadTime: {
      madeToOrder: boolean;
      makingDays: number | null;
      weeklyCapacity: number | null;
      shipBy: string;
      away: {
        until: string;
        /** @enum {string} */
        mode: 'pause' | 'delay';
      } | null;
    };
    Liveness: {
      /** @constant */
      status: 'ok';
      version: string;
      uptimeSeconds: number;
    };
    Location: {
      lat: number;
      lng: number;
    };
    LoginInput: {
      username: string;
      password: string;
    };
    LoginLinkInput: {
      token: string;
    };
    LoginResponse: {
      tokenUser: string;
      user: {
        _id: string;
        companyId: string | null;
        firstName: string;
        /** @enum {string} */
        permissions: 'user' | 'seller' | 'admin';
      };
    };
    LogisticsSettings: {
      /** @enum {string} */
      defaultParcelSize: 'A' | 'B' | 'C';
      sender: {
        name: string;
        street: string;
        buildingNumber: string;
        city: string;
        postalCode: string;
        phone: string;
        email: string;
      } | null;
      inpost: components['schemas']['InpostConnection'];
    };
    LogisticsSettingsInput: {
      /** @enum {string} */
      defaultParcelSize: 'A' | 'B' | 'C';
      sender: components['schemas']['SenderInput'] | null;
    };
    LowStockItem: {
      _id: string;
      name: string;
      quantity: number;
    };
    MakerApprovalSetting: {
      makersNeedApproval: boolean;
    };
    MakerApprovalSettingInput: {
      makersNeedApproval: boolean;
    };
    MakerMatchList: {
      items: {
        _id: string;
        name: string;
        login: string;
      }[];
    };
    MarkContactReadInput: {
      read: boolean;
    };
    MessageBodyInput: string;
    MessageResponse: {
      message: string;
    };
    ModerateReportInput: {
      /** @enum {string} */
      action: 'dismiss' | 'resolve' | 'hideProduct' | 'hideReview' | 'hideMessage' | 'blockUser';
      note?: string;
    };
    Money: {
      amount: number;
      currency: string;
    };
    OpeningHours: {
      mon: components['schemas']['OpeningInterval'][];
      tue: components['schemas']['OpeningInterval'][];
      wed: components['schemas']['OpeningInterval'][];
      thu: components['schemas']['OpeningInterval'][];
      fri: components['schemas']['OpeningInterval'][];
      sat: components['schemas']['OpeningInterval'][];
      sun: components['schemas']['OpeningInterval'][];
    };
    OpeningInterval: {
      open: string;
      close: string;
    };
    OpenThreadInput: {
      /** Format: uuid */
      companyId: string;
      /** Format: uuid */
      productId?: string;
      /** Format: uuid */
      orderId?: string;
      body?: components['schemas']['MessageBodyInput'];
    };
    OperatorSettings: {
      /** @enum {string} */
      operator: 'payu' | 'paypal' | 'autopay';
      enabled: boolean;
      config: {
        [key: string]: string;
      };
      secretsSet: string[];
      usingSandbox: boolean;
    };
    OperatorSettingsInput: {
      enabled: boolean;
      /** @default {} */
      config: {
        [key: string]: string;
      };
      /** @default {} */
      secrets: {
        [key: string]: string;
      };
    };
    OperatorSettingsList: {
      items: components['schemas']['OperatorSettings'][];
    };
    OrderDetail: {
      _id: string;
      number: string;
      createdAt: string;
      /** @enum {string} */
      status:
        | 'awaiting_payment'
        | 'paid'
        | 'in_progress'
        | 'shipped'
        | 'ready_for_pickup'
        | 'delivered'
        | 'picked_up'
        | 'completed'
        | 'cancelled';
      /** @enum {string} */
      paymentStatus: 'none' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
      /** @enum {string} */
      paymentType: 'online' | 'cod';
      seller: {
        _id: string;
        shortName: string;
      };
      customerName: string;
      country: string;
      itemCount: number;
      total: components['schemas']['Money'];
      paid: components['schemas']['Money'];
      /** @enum {string} */
      receivingMethod: 'delivery' | 'pickup';
      shipBy?: string | null;
      overdue?: boolean;
      checkoutId: string;
      lines: components['schemas']['OrderLine'][];
      itemsTotal: components['schemas']['Money'];
      delivery: components['schemas']['Money'];
      discount?: components['schemas']['Money'];
      couponCode?: string | null;
      receiving: components['schemas']['Receiving'];
      shippingAddress: {
        street: string;
        city: string;
        postalCode: string;
        region: string;
        country: string;
        recipientName: string;
        phone: string;
      } | null;
      invoice: components['schemas']['OrderInvoice'] | null;
      customer: {
        name: string;
        email: string;
        phone: string | null;
      };
      tracking: {
        /** @enum {string} */
        carrier:
          | 'dpd_pickup_point'
          | 'dpd_pickup_point_cod'
          | 'dpd_courier'
          | 'dpd_courier_cod'
          | 'gls_courier'
          | 'gls_courier_cod'
          | 'inpost_locker'
          | 'inpost_courier';
        number: string;
        url: string;
      } | null;
      paymentDueAt: string | null;
      paidAt: string | null;
      history: components['schemas']['OrderEvent'][];
      payout: components['schemas']['Payout'] | null;
      canCancel: boolean;
      canPay: boolean;
      nextStatuses: (
        | 'awaiting_payment'
        | 'paid'
        | 'in_progress'
        | 'shipped'
        | 'ready_for_pickup'
        | 'delivered'
        | 'picked_up'
        | 'completed'
        | 'cancelled'
      )[];
    };
    OrderEvent: {
      /** @enum {string} */
      status:
        | 'awaiting_payment'
        | 'paid'
        | 'in_progress'
        | 'shipped'
        | 'ready_for_pickup'
        | 'delivered'
        | 'picked_up'
        | 'completed'
        | 'cancelled';
      /** @enum {string} */
      actor: 'buyer' | 'seller' | 'admin' | 'system';
      actorName: string | null;
      note: string | null;
      at: string;
    };
    OrderInvoice: {
      companyName: string;
      taxId: string;
      street: string;
      city: string;
      postalCode: string;
      country: string;
    };
    OrderLine: {
      productId: string | null;
      name: string;
      image: string | null;
      unitPrice: components['schemas']['Money'];
      quantity: number;
      lineTotal: components['schemas']['Money'];
    };
    OrderPage: {
      items: components['schemas']['OrderSummary'][];
      nextCursor: string | null;
    };
    OrderPieces: {
      items: {
        code: string;
        orderItemId: string;
        productName: string;
        editionNumber: number | null;
        editionSize: number | null;
      }[];
    };
    OrderReviews: {
      orderId: string;
      receivedAt: string | null;
      items: components['schemas']['ReviewableItem'][];
    };
    OrderStatusInput: {
      /** @enum {string} */
      status:
        | 'awaiting_payment'
        | 'paid'
        | 'in_progress'
        | 'shipped'
        | 'ready_for_pickup'
        | 'delivered'
        | 'picked_up'
        | 'completed'
        | 'cancelled';
      /** @enum {string} */
      carrier?:
        | 'dpd_pickup_point'
        | 'dpd_pickup_point_cod'
        | 'dpd_courier'
        | 'dpd_courier_cod'
        | 'gls_courier'
        | 'gls_courier_cod'
        | 'inpost_locker'
        | 'inpost_courier';
      trackingNumber?: string;
      note?: string;
    };
    OrderSummary: {
      _id: string;
      number: string;
      createdAt: string;
      /** @enum {string} */
      status:
        | 'awaiting_payment'
        | 'paid'
        | 'in_progress'
        | 'shipped'
        | 'ready_for_pickup'
        | 'delivered'
        | 'picked_up'
        | 'completed'
        | 'cancelled';
      /** @enum {string} */
      paymentStatus: 'none' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
      /** @enum {string} */
      paymentType: 'online' | 'cod';
      seller: {
        _id: string;
        shortName: string;
      };
      customerName: string;
      country: string;
      itemCount: number;
      total: components['schemas']['Money'];
      paid: components['schemas']['Money'];
      /** @enum {string} */
      receivingMethod: 'delivery' | 'pickup';
      shipBy?: string | null;
      overdue?: boolean;
    };
    OwnReview: {
      _id: string;
      productId: string;
      rating: number;
      comment: string;
      author: string;
      verifiedPurchase: boolean;
      createdAt: string;
      editedAt: string | null;
      answer: components['schemas']['ReviewAnswer'] | null;
      orderItemId: string;
      editableUntil: string;
      editable: boolean;
    };
    PasswordInput: string;
    PayableOrder: {
      _id: string;
      number: string;
      seller: {
        _id: string;
        shortName: string;
      };
      total: components['schemas']['Money'];
      autopay: boolean;
    };
    Payment: {
      _id: string;
      /** @enum {string} */
      operator: 'payu' | 'paypal' | 'autopay';
      /** @enum {string} */
      status: 'created' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
      amount: components['schemas']['Money'];
      redirectUrl: string | null;
      orders: {
        _id: string;
        number: string;
        status: string;
      }[];
      createdAt: string;
    };
    PaymentOptions: {
      orders: components['schemas']['PayableOrder'][];
      total: components['schemas']['Money'];
      operators: ('payu' | 'paypal')[];
    };
    Payout: {
      orderAmount: components['schemas']['Money'];
      paidAmount: components['schemas']['Money'];
      commissionPercent: number;
      commission: components['schemas']['Money'];
      youWillReceive: components['schemas']['Money'];
    };
    PayoutInput: {
      /** Format: uuid */
      sellerId: string;
      amount: number;
      /** Format: date */
      paidOn: string;
      reference: string;
    };
    PayoutList: {
      items: components['schemas']['PayoutRow'][];
    };
    PayoutRecord: {
      _id: string;
      seller: {
        _id: string;
        shortName: string;
      };
      amount: components['schemas']['Money'];
      paidOn: string;
      reference: string;
      createdAt: string;
    };
    PayoutRecordList: {
      items: components['schemas']['PayoutRecord'][];
    };
    PayoutRow: {
      seller: {
        _id: string;
        shortName: string;
      };
      paidOrders: number;
      received: components['schemas']['Money'];
      commission: components['schemas']['Money'];
      due: components['schemas']['Money'];
      paidOut: components['schemas']['Money'];
      balance: components['schemas']['Money'];
    };
    PerLocaleText: {
      'en-US': string;
      'pl-PL': string;
      'zh-CN': string;
      'de-DE': string;
      'sv-SE': string;
      'nb-NO': string;
    };
    PickupShop: {
      _id: string;
      title: string;
      street: string;
      city: string;
      postalCode: string;
      country: string;
      location: components['schemas']['Location'];
      timeZone: string;
      hours: components['schemas']['OpeningHours'];
    };
    Piece: {
      code: string;
      productId: string | null;
      productName: string;
      maker: {
        _id: string;
        name: string;
      };
      editionNumber: number | null;
      editionSize: number | null;
      soldAt: string;
      materials: string;
      technique: string;
      care: string;
      hoursOfWork: number | null;
      cover: components['schemas']['ProductImage'] | null;
      photos: components['schemas']['ProductImage'][];
      url: string;
    };
    PlacedOrders: {
      checkoutId: string;
      orders: components['schemas']['OrderSummary'][];
    };
    PlatformCarrier: {
      /** @enum {string} */
      carrier:
        | 'dpd_pickup_point'
        | 'dpd_pickup_point_cod'
        | 'dpd_courier'
        | 'dpd_courier_cod'
        | 'gls_courier'
        | 'gls_courier_cod'
        | 'inpost_locker'
        | 'inpost_courier';
      enabled: boolean;
      defaultPrice: components['schemas']['Money'] | null;
      defaultFreeFrom: components['schemas']['Money'] | null;
    };
    PlatformCarrierList: {
      items: components['schemas']['PlatformCarrier'][];
    };
    PlatformCarriersInput: {
      items: {
        /** @enum {string} */
        carrier:
          | 'dpd_pickup_point'
          | 'dpd_pickup_point_cod'
          | 'dpd_courier'
          | 'dpd_courier_cod'
          | 'gls_courier'
          | 'gls_courier_cod'
          | 'inpost_locker'
          | 'inpost_courier';
        enabled: boolean;
        defaultPriceAmount: number | null;
        defaultFreeFromAmount: number | null;
      }[];
    };
    PointAddress: {
      street: string;
      postalCode: string;
      city: string;
    };
    ProductDetail: {
      _id: string;
      name: string;
      price: components['schemas']['Money'];
      lastPrice: components['schemas']['Money'] | null;
      regularPrice?: components['schemas']['Money'] | null;
      saleEndsAt?: string | null;
      specialOffer: boolean;
      /** @enum {string} */
      condition: 'new' | 'used' | 'damaged';
      quantity: number;
      madeToOrder?: boolean;
      deliveryDays: number;
      company: {
        _id: string;
        name: string;
      };
      image: components['schemas']['ProductImage'] | null;
      rating: components['schemas']['RatingSummary'];
      deliveryCost: {
        from: components['schemas']['Money'] | null;
        freeFrom: components['schemas']['Money'] | null;
      };
      categoryId: string;
      subcategoryId: string | null;
      createdAt: string;
      locale: string;
      description: string;
      action: string;
      howToUse: string;
      composition: string;
      versions: {
        locale: string;
        name: string;
      }[];
      images: components['schemas']['ProductImage'][];
      category: {
        _id: string;
        name: string;
      };
      subcategory: {
        _id: string;
        name: string;
      } | null;
      ean: string | null;
      maker: {
        _id: string;
        shortName: string;
        companyName: string;
        city: string;
        country: string;
        photo: string | null;
      };
      delivery: {
        carriers: components['schemas']['DeliveryOption'][];
        pickupShops: {
          _id: string;
          title: string;
          city: string;
        }[];
      };
      url: string;
      leadTime?: components['schemas']['LeadTime'];
    };
    ProductImage: {
      _id: string;
      url: string;
      thumb: string;
      srcset: string;
      width: number;
      height: number;
    };
    ProductImageOrderInput: {
      ids: string[];
    };
    ProductPage: {
      items: components['schemas']['ProductSummary'][];
      nextCursor: string | null;
      correctedQuery: string | null;
    };
    ProductPassport: {
      productId: string;
      productName: string;
      productUrl: string;
      maker: {
        _id: string;
        name: string;
      };
      hasPassport: boolean;
      materials: string;
      technique: string;
      care: string;
      hoursOfWork: number | null;
      editionSize: number | null;
      cover: components['schemas']['ProductImage'] | null;
      photos: components['schemas']['ProductImage'][];
    };
    ProductQuestion: {
      _id: string;
      threadId: string;
      createdAt: string;
    };
    ProductQuestionInput: {
      message: string;
    };
    ProductSummary: {
      _id: string;
      name: string;
      price: components['schemas']['Money'];
      lastPrice?: components['schemas']['Money'] | null;
      regularPrice?: components['schemas']['Money'] | null;
      saleEndsAt?: string | null;
      specialOffer?: boolean;
      /** @enum {string} */
      condition: 'new' | 'used' | 'damaged';
      quantity: number;
      madeToOrder?: boolean;
      deliveryDays: number;
      company: {
        _id: string;
        name: string;
      };
      image: components['schemas']['CardImage'] | null;
      rating?: components['schemas']['RatingSummary'];
      deliveryCost: {
        from?: components['schemas']['Money'] | null;
        freeFrom?: components['schemas']['Money'] | null;
      };
    };
    ProgressPost: {
      _id: string;
      text: string;
      photo: {
        _id: string;
        url: string;
        thumb: string;
        srcset: string;
        width: number;
        height: number;
      };
      createdAt: string;
    };
    ProgressPostList: {
      items: components['schemas']['ProgressPost'][];
    };
    PublicCompany: {
      _id: string;
      companyName: string;
      shortName: string;
      street: string;
      city: string;
      postalCode: string;
      country: string;
      taxNumber: string;
      webPage: string | null;
      description: string;
      photo: string | null;
      productCount: number;
      rating: {
        average: number | null;
        count: number;
      };
      away?: {
        until: string;
        /** @enum {string} */
        mode: 'pause' | 'delay';
      } | null;
    };
    PublicReview: {
      _id: string;
      productId: string;
      rating: number;
      comment: string;
      author: string;
      verifiedPurchase: boolean;
      createdAt: string;
      editedAt: string | null;
      answer: components['schemas']['ReviewAnswer'] | null;
    };
    Quote: {
      groups: components['schemas']['QuoteGroup'][];
      total: components['schemas']['Money'];
    };
    QuoteGroup: {
      seller: {
        _id: string;
        shortName: string;
      };
      itemsTotal: components['schemas']['Money'];
      delivery: components['schemas']['Money'];
      discount?: components['schemas']['Money'];
      total: components['schemas']['Money'];
    };
    RatingSummary: {
      average: number | null;
      count: number;
    };
    Readiness: {
      /** @enum {string} */
      status: 'ready' | 'not ready';
      checks: {
        [key: string]: components['schemas']['ReadinessCheckResult'];
      };
    };
    /** @enum {string} */
    ReadinessCheckResult: 'ok' | 'failed' | 'timed out';
    Receiving: {
      /** @enum {string} */
      method: 'delivery' | 'pickup';
      carrier:
        | (
            | 'dpd_pickup_point'
            | 'dpd_pickup_point_cod'
            | 'dpd_courier'
            | 'dpd_courier_cod'
            | 'gls_courier'
            | 'gls_courier_cod'
            | 'inpost_locker'
            | 'inpost_courier'
          )
        | null;
      pointCode: string | null;
      pointName: string | null;
      pointAddress: string | null;
      shop: {
        _id: string | null;
        title: string;
        street: string;
        city: string;
        postalCode: string;
        country: string;
      } | null;
    };
    RecoverPasswordInput: {
      email: components['schemas']['EmailInput'];
    };
    RegisterInput: {
      username: components['schemas']['UsernameInput'];
      email: components['schemas']['EmailInput'];
      password: components['schemas']['PasswordInput'];
      repeatPassword: string;
      firstName: string;
      lastName: string;
      acceptedPrivacyPolicy: boolean;
      /**
       * @default buyer
       * @enum {string}
       */
      accountType: 'buyer' | 'seller';
    };
    RegisterResponse: {
      username: {
        username: string;
      };
    };
    ReportCreated: {
      _id: string;
      createdAt: string;
    };
    ReportSnapshot:
      | {
          /** @constant */
          type: 'product';
          name: string;
          description: string;
          locale: string;
          price: {
            amount: number;
            currency: string;
          };
          maker: {
            _id: string;
            shortName: string;
            companyName: string;
          };
          pictures: string[];
        }
      | {
          /** @constant */
          type: 'company';
          companyName: string;
          shortName: string;
          description: string;
          city: string;
          country: string;
        }
      | {
          /** @constant */
          type: 'review';
          rating: number | null;
          text: string;
          answer: string | null;
          author: {
            _id: string | null;
            name: string;
          };
          productId: string | null;
        }
      | {
          /** @constant */
          type: 'message';
          text: string;
          author: {
            _id: string | null;
            name: string;
          };
          threadId: string | null;
        }
      | {
          /** @constant */
          type: 'none';
        };
    ResendCodeInput: {
      username: string;
    };
    ResetAvatarInput: {
      token: string;
      AvatarLogin: components['schemas']['UsernameInput'];
    };
    ResetPasswordInput: {
      token: string;
      newPassword: components['schemas']['PasswordInput'];
    };
    ResolveReportInput: {
      note: string;
    };
    ReviewableItem: {
      orderItemId: string;
      productId: string | null;
      name: string;
      image: string | null;
      review: components['schemas']['OwnReview'] | null;
      canReview: boolean;
      reviewableUntil: string | null;
    };
    ReviewAnswer: {
      text: string;
      createdAt: string;
    };
    ReviewAnswerInput: {
      answer: string;
    };
    ReviewPage: {
      items: components['schemas']['PublicReview'][];
      nextCursor: string | null;
      summary: components['schemas']['ReviewSummary'];
    };
    ReviewSummary: {
      average: number | null;
      count: number;
      distribution: [number, number, number, number, number];
    };
    Sale: {
      _id: string;
      percent: number;
      allProducts: boolean;
      productIds: string[];
      startsAt: string;
      endsAt: string;
      /** @enum {string} */
      status: 'scheduled' | 'running' | 'ended' | 'cancelled';
      createdAt: string;
    };
    SaleList: {
      items: components['schemas']['Sale'][];
    };
    SellerDashboard: {
      periods: {
        today: components['schemas']['SellerPeriodFigures'];
        days7: components['schemas']['SellerPeriodFigures'];
        days30: components['schemas']['SellerPeriodFigures'];
      };
      ordersToShip: number;
      lowStock: {
        threshold: number;
        count: number;
        items: components['schemas']['LowStockItem'][];
      };
      balance: components['schemas']['Money'];
      followers?: number;
      ordersPerDay: components['schemas']['DailyCount'][];
      generatedAt: string;
    };
    SellerPassport: {
      productId: string;
      versions: {
        /** @enum {string} */
        locale: 'en-US' | 'pl-PL' | 'zh-CN' | 'de-DE' | 'sv-SE' | 'nb-NO';
        materials: string;
        technique: string;
        care: string;
      }[];
      hoursOfWork: number | null;
      editionSize: number | null;
      editionsAssigned: number;
      photos: components['schemas']['ProductImage'][];
    };
    SellerPayouts: {
      received: components['schemas']['Money'];
      commission: components['schemas']['Money'];
      due: components['schemas']['Money'];
      paidOut: components['schemas']['Money'];
      balance: components['schemas']['Money'];
      items: components['schemas']['PayoutRecord'][];
    };
    SellerPeriodFigures: {
      orders: number;
      sales: components['schemas']['Money'];
    };
    SellerProduct: {
      _id: string;
      versions: {
        locale: string;
        name: string;
        description: string;
        action: string;
        howToUse: string;
        composition: string;
      }[];
      name: string;
      priceAmount: number;
      currency: string;
      lastPrice: components['schemas']['Money'] | null;
      specialOffer: boolean;
      categoryId: string;
      subcategoryId: string | null;
      /** @enum {string} */
      condition: 'new' | 'used' | 'damaged';
      erpCode: string | null;
      ean: string | null;
      index: string | null;
      quantity: number;
      favouritesCount?: number;
      deliveryDays: number;
      madeToOrder?: boolean;
      makingDays?: number | null;
      weeklyCapacity?: number | null;
      images: components['schemas']['ProductImage'][];
      hiddenByModeration: boolean;
      createdAt: string;
      updatedAt: string;
    };
    SellerProductPage: {
      items: components['schemas']['SellerProduct'][];
      nextCursor: string | null;
    };
    SellerSettings: {
      autopayIdShop: string | null;
      autopayBmKey: string | null;
      inpostOrganizationId: string | null;
      inpostApiKey: string | null;
    };
    SellerSettingsInput: {
      autopayIdShop?: string;
      autopayBmKey?: string;
      inpostOrganizationId?: string;
      inpostApiKey?: string;
    };
    SenderInput: {
      name: string;
      street: string;
      buildingNumber: string;
      city: string;
      postalCode: string & (unknown & unknown);
      phone: string & (unknown & unknown);
      email: components['schemas']['EmailInput'];
    };
    SendMessageInput: {
      body: components['schemas']['MessageBodyInput'];
    };
    SessionUser: {
      _id: string;
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      companyId: string | null;
      /** @enum {string} */
      permissions: 'user' | 'seller' | 'admin';
      /** @enum {string} */
      status: 'pending' | 'active' | 'blocked';
      registeredAt: string;
    };
    Shipment: {
      _id: string;
      orderId: string;
      orderNumber: string;
      /** @enum {string} */
      carrier:
        | 'dpd_pickup_point'
        | 'dpd_pickup_point_cod'
        | 'dpd_courier'
        | 'dpd_courier_cod'
        | 'gls_courier'
        | 'gls_courier_cod'
        | 'inpost_locker'
        | 'inpost_courier';
      /** @enum {string} */
      status:
        'created' | 'confirmed' | 'in_transit' | 'waiting' | 'delivered' | 'cancelled' | 'failed';
      carrierStatus: string | null;
      trackingNumber: string | null;
      trackingUrl: string | null;
      parcel: {
        size: ('A' | 'B' | 'C') | null;
        weightGrams: number | null;
        lengthMm: number | null;
        widthMm: number | null;
        heightMm: number | null;
      };
      cod: components['schemas']['Money'] | null;
      insurance: components['schemas']['Money'] | null;
      pickupCode: string | null;
      labelReady: boolean;
      canCancel: boolean;
      createdAt: string;
      events: components['schemas']['ShipmentEvent'][];
    };
    ShipmentEvent: {
      carrierStatus: string;
      text: string;
      at: string;
    };
    ShipmentList: {
      items: components['schemas']['Shipment'][];
    };
    ShipmentPage: {
      items: components['schemas']['Shipment'][];
      nextCursor: string | null;
    };
    Shop: {
      _id: string;
      title: string;
      description: string;
      street: string;
      city: string;
      postalCode: string;
      country: string;
      location: components['schemas']['Location'];
      timeZone: string;
      hours: components['schemas']['OpeningHours'];
      visibleOnMap: boolean;
      images: components['schemas']['ProductImage'][];
      company: {
        _id: string;
        shortName: string;
      };
      createdAt: string;
    };
    ShopList: {
      items: components['schemas']['Shop'][];
    };
    ShopMap: {
      items: components['schemas']['ShopPin'][];
      truncated: boolean;
    };
    ShopPin: {
      _id: string;
      title: string;
      city: string;
      country: string;
      location: components['schemas']['Location'];
      timeZone: string;
      hours: components['schemas']['OpeningHours'];
      company: {
        _id: string;
        shortName: string;
      };
      image: string | null;
    };
    SiteBackground: {
      image: string;
      thumbnail: string;
    };
    SiteConfig: {
      /** @enum {string} */
      defaultLocale: 'en-US' | 'pl-PL' | 'zh-CN' | 'de-DE' | 'sv-SE' | 'nb-NO';
      /** @enum {string} */
      currency: 'EUR' | 'PLN' | 'USD' | 'GBP' | 'SEK' | 'NOK' | 'CNY';
      headerText: string;
      bannerText: string;
      bannerIcon: string | null;
      titleBackgroundImage: string | null;
      titleBackgroundThumbnail: string | null;
      commissionPercent: number;
      appStoreLinks: {
        android: string | null;
        ios: string | null;
      };
      version: string;
      mapTileUrl: string;
      /** @enum {string} */
      paymentsMode: 'emulator' | 'live';
    };
    SiteContact: {
      email: string | null;
      phone: string | null;
      address: string | null;
    };
    StartPaymentInput: {
      /** @enum {string} */
      operator: 'payu' | 'paypal' | 'autopay';
      orderIds: string[];
    };
    StatusResponse: {
      /** @constant */
      isLoggedIn: true;
      user: components['schemas']['SessionUser'];
    };
    StockAlert: {
      email: string;
      token: string;
    };
    StockAlertInput: {
      email: string;
    };
    SuggestionList: {
      items: {
        _id: string;
        name: string;
        image: string | null;
      }[];
    };
    ThreadDetail: {
      _id: string;
      side: components['schemas']['ThreadSide'];
      counterpart: {
        _id: string;
        name: string;
      };
      subject: components['schemas']['ThreadSubject'];
      lastMessage: {
        excerpt: string;
        createdAt: string;
        mine: boolean;
        removed: boolean;
      } | null;
      unread: boolean;
      blockedByMe: boolean;
      blockedByThem: boolean;
      messages: components['schemas']['ConversationMessage'][];
    };
    ThreadPage: {
      items: components['schemas']['ThreadSummary'][];
      nextCursor: string | null;
    };
    /** @enum {string} */
    ThreadSide: 'buyer' | 'maker';
    ThreadSubject: {
      /** @enum {string} */
      kind: 'product' | 'order' | 'none';
      _id: string | null;
      name: string | null;
      image: string | null;
    };
    ThreadSummary: {
      _id: string;
      side: components['schemas']['ThreadSide'];
      counterpart: {
        _id: string;
        name: string;
      };
      subject: components['schemas']['ThreadSubject'];
      lastMessage: {
        excerpt: string;
        createdAt: string;
        mine: boolean;
        removed: boolean;
      } | null;
      unread: boolean;
      blockedByMe: boolean;
      blockedByThem: boolean;
    };
    UnhideInput: {
      note: string;
    };
    UnreadCount: {
      count: number;
    };
    UpdateReviewInput: {
      rating: number;
      /** @default  */
      comment: string;
    };
    UpdateUserInput: {
      username?: components['schemas']['UsernameInput'];
      firstName?: string;
      lastName?: string;
      phone?: string | null;
      /** Format: uuid */
      userId?: string;
      /** @enum {string} */
      status?: 'pending' | 'active' | 'blocked';
      /** @enum {string} */
      permissions?: 'user' | 'seller' | 'admin';
      reason?: string | null;
    };
    UpdateUserResponse: {
      user: components['schemas']['SessionUser'];
    };
    UsernameInput: string & (unknown & unknown);
    Vacation: {
      until: string | null;
      mode: ('pause' | 'delay') | null;
    };
    VerifyInput: {
      username: string;
      confirmationCode: string;
      password: string;
    };
    VerifyResetCodeInput: {
      confirmationCode: string;
    };
    VerifyResetCodeResponse: {
      message: string;
      username: string;
    };
    VerifyResponse: {
      user: components['schemas']['SessionUser'];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Liveness'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
    };
  };
  getSiteConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SiteConfig'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminSiteSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSiteSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  saveSiteSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSiteSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  uploadSiteBackground: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SiteBackground'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is not a JPEG, PNG or WebP image */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCommission: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommissionSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  setCommissionRate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommissionRateInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommissionSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  addCommissionOverride: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommissionOverrideInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommissionOverride'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  removeCommissionOverride: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  searchCommissionMakers: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MakerMatchList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listOfferedCarriers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformCarrierList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listPlatformCarriers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformCarrierList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  savePlatformCarriers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlatformCarriersInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformCarrierList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSessionStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusResponse'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            isLoggedIn: false;
            error: string;
            code: string;
          };
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  registerAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "username": "anna.nowak",
         *       "email": "anna.nowak@example.com",
         *       "password": "correct horse battery staple",
         *       "repeatPassword": "correct horse battery staple",
         *       "firstName": "Anna",
         *       "lastName": "Nowak",
         *       "acceptedPrivacyPolicy": true,
         *       "accountType": "buyer"
         *     }
         */
        'application/json': components['schemas']['RegisterInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegisterResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  verifyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifyResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  resendVerificationCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResendCodeInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "username": "anna.nowak",
         *       "password": "correct horse battery staple"
         *     }
         */
        'application/json': components['schemas']['LoginInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "tokenUser": "kr_9mW4c2V8yTq1Lx7ZbN3pR6sD0fH5jK2a",
           *       "user": {
           *         "_id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
           *         "companyId": null,
           *         "firstName": "Anna",
           *         "permissions": "user"
           *       }
           *     }
           */
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Wrong login name or password.",
           *       "code": "INVALID_CREDENTIALS"
           *     }
           */
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  logInWithLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginLinkInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  recoverPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecoverPasswordInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  verifyResetCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyResetCodeInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifyResetCodeResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  resetLoginName: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetAvatarInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateUserResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  sendAccountDeletionCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountInput'] | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listAddresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Address'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Address'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listInvoiceData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceDataList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createInvoiceData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvoiceDataInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceData'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteInvoiceData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateInvoiceData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvoiceDataInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceData'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listProducts: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        q?: string;
        category?: string;
        subcategory?: string;
        seller?: string;
        minPrice?: number;
        maxPrice?: number;
        condition?: 'new' | 'used' | 'damaged';
        specialOffer?: '0' | '1' | 'true' | 'false';
        inStock?: '0' | '1' | 'true' | 'false';
        minRating?: number;
        sort?: 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  suggestProducts: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuggestionList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  compareProducts: {
    parameters: {
      query: {
        ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompareList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Not found.",
           *       "code": "NOT_FOUND",
           *       "requestId": "3f2e1d0c-b9a8-4765-8432-10fedcba9876"
           *     }
           */
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getProductQrCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The QR code */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  sendCompanyMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductQuestionInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductQuestion'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  askProductQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductQuestionInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductQuestion'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listThreads: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThreadPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  openThread: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpenThreadInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThreadDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  countUnreadThreads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getThread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThreadDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  sendThreadMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendMessageInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationMessage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  markThreadRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  blockThread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  unblockThread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listSellerProducts: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerProductPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerProduct'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerProduct'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerProduct'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  uploadProductImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerProduct'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is not a JPEG, PNG or WebP image */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  reorderProductImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductImageOrderInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerProduct'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteProductImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        imageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerProduct'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getProductPassport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPassport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPiece: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Piece'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  downloadPieceCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listOrderPieces: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderPieces'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerProductPassport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerPassport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  saveProductPassport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerPassport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  uploadMakingOfPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerPassport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is not a JPEG, PNG or WebP image */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  removeMakingOfPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        imageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerPassport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listAdminCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCategoryList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCategory'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  reorderCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryOrderInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCategoryList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  renameCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCategory'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listCompanies: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  becomeSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicCompany'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listShops: {
    parameters: {
      query?: {
        bbox?: string;
        openNow?: '0' | '1' | 'true' | 'false';
        category?: string;
        company?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShopMap'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getShop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shop'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  geocodeAddress: {
    parameters: {
      query: {
        q: string;
        country?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodeList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The outside service (operator, geocoder) did not answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  reverseGeocode: {
    parameters: {
      query: {
        lat: number;
        lng: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodeList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The outside service (operator, geocoder) did not answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listDeliveryPoints: {
    parameters: {
      query: {
        carrier:
          | 'dpd_pickup_point'
          | 'dpd_pickup_point_cod'
          | 'dpd_courier'
          | 'dpd_courier_cod'
          | 'gls_courier'
          | 'gls_courier_cod'
          | 'inpost_locker'
          | 'inpost_courier';
        near?: string;
        q?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryPointList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The outside service (operator, geocoder) did not answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listSellerShops: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShopList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createSellerShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shop'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerShop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shop'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateSellerShop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shop'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteSellerShop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  uploadShopImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shop'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is not a JPEG, PNG or WebP image */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteShopImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        imageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shop'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'] | null;
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  saveSellerCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  uploadSellerCompanyPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is not a JPEG, PNG or WebP image */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  saveSellerSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SellerSettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listCourierPricing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourierPricingList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createCourierPricing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourierPricing'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteCourierPricing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateCourierPricing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourierPricing'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getVacation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vacation'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  setVacation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vacation'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listSellerProgressPosts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgressPostList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  addProgressPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgressPost'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is not a JPEG, PNG or WebP image */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listProgressPosts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgressPostList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getRobotsTxt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description robots.txt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
    };
  };
  getSitemapIndex: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sitemap index */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
    };
  };
  getPagesSitemap: {
    parameters: {
      query?: {
        from?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pages part of the sitemap */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getProductsSitemap: {
    parameters: {
      query?: {
        from?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products part of the sitemap */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMakersSitemap: {
    parameters: {
      query?: {
        from?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The makers part of the sitemap */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getShopsSitemap: {
    parameters: {
      query?: {
        from?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shops part of the sitemap */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCategoriesSitemap: {
    parameters: {
      query?: {
        from?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The categories part of the sitemap */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getContactDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactDetails'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactSent'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listContactMessages: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        unread?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminContactPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  markContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkContactReadInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminContactMessage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  subscribeToStockAlert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StockAlertInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockAlert'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  cancelStockAlert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateReportInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportCreated'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listReports: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        status?: 'open' | 'handled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReportPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  dismissReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DismissReportInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  resolveReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResolveReportInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  moderateReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ModerateReportInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  unhideReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnhideInput'];
      };
    };
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  unhideProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnhideInput'];
      };
    };
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listAudit: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        action?: string;
        actorId?: string;
        targetType?: string;
        targetId?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listAdminUsers: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        q?: string;
        role?: 'user' | 'seller' | 'admin';
        status?: 'pending' | 'active' | 'blocked';
        approval?: 'pending';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  approveCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMakerApprovalSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MakerApprovalSetting'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateMakerApprovalSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MakerApprovalSettingInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MakerApprovalSetting'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getFavourites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteIds'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listFavouriteProducts: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteProductPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getFavouriteProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteState'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  addFavouriteProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteState'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  removeFavouriteProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteState'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listFollowedMakers: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowedMakerPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getFollowedMaker: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteState'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  followMaker: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteState'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  unfollowMaker: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteState'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  mergeFavourites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FavouriteListsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteIds'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  previewFavourites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FavouriteListsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouritesPreview'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getFollowerDigest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DigestSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  setFollowerDigest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DigestSettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DigestSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  optOutOfFollowerDigest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DigestOptOutInput'];
      };
    };
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  clearCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  addCartItem: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "productId": "0b9d6a53-6f0e-4d6b-9a2e-0a4c3f1e2d11",
         *       "quantity": 2
         *     }
         */
        'application/json': components['schemas']['CartItemInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  removeCartItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateCartItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CartQuantityInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  previewCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CartLinesInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  mergeCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CartLinesInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  quoteCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Quote'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listOrders: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        status?:
          | 'awaiting_payment'
          | 'paid'
          | 'in_progress'
          | 'shipped'
          | 'ready_for_pickup'
          | 'delivered'
          | 'picked_up'
          | 'completed'
          | 'cancelled';
        from?: string;
        to?: string;
        overdue?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  placeOrders: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "groups": [
         *         {
         *           "sellerId": "7f3c2a10-1b4e-4c8d-9e6f-5a2b3c4d5e6f",
         *           "deliveryOptionId": "2c8e4f6a-0b1d-4e3f-8a5c-7d9e1f2a3b4c"
         *         }
         *       ],
         *       "shippingAddress": {
         *         "street": "ul. Garncarska 1",
         *         "city": "Bolesławiec",
         *         "postalCode": "59-700",
         *         "region": "",
         *         "country": "PL"
         *       },
         *       "expectedTotal": 15900
         *     }
         */
        'application/json': components['schemas']['CheckoutInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacedOrders'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The request cannot be carried out as it stands */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  cancelOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listSellerOrders: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        status?:
          | 'awaiting_payment'
          | 'paid'
          | 'in_progress'
          | 'shipped'
          | 'ready_for_pickup'
          | 'delivered'
          | 'picked_up'
          | 'completed'
          | 'cancelled';
        from?: string;
        to?: string;
        overdue?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateSellerOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderStatusInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listSellerCustomers: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listAdminOrders: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        status?:
          | 'awaiting_payment'
          | 'paid'
          | 'in_progress'
          | 'shipped'
          | 'ready_for_pickup'
          | 'delivered'
          | 'picked_up'
          | 'completed'
          | 'cancelled';
        from?: string;
        to?: string;
        overdue?: 'true' | 'false';
        seller?: string;
        number?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateAdminOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderStatusInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderDetail'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listProductReviews: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listOrderReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderReviews'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateReviewInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnReview'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updateReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateReviewInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnReview'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  answerReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewAnswerInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicReview'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  applyCartCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CartCouponInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  removeCartCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listSales: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SaleList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  scheduleSale: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sale'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  cancelSale: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sale'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listCoupons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Coupon'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deactivateCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Coupon'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listOrderShipments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShipmentList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateShipmentInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shipment'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The outside service (operator, geocoder) did not answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  cancelShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shipment'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The outside service (operator, geocoder) did not answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getShippingLabel: {
    parameters: {
      query?: {
        size?: 'A6' | 'A4';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listShipments: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShipmentPage'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getShippingLabels: {
    parameters: {
      query: {
        size?: 'A6' | 'A4';
        orders: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getLogisticsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogisticsSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  saveLogisticsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogisticsSettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogisticsSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  testInpostConnection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InpostConnection'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The outside service (operator, geocoder) did not answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listBuyerOrderShipments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShipmentList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  notifyInpostShipment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          event?: string;
          payload: {
            shipment_id: number | string;
            status?: string;
          } & {
            [key: string]: unknown;
          };
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
          };
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listPaymentOptions: {
    parameters: {
      query: {
        orders: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentOptions'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  startPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "operator": "payu",
         *       "orderIds": [
         *         "5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b"
         *       ]
         *     }
         */
        'application/json': components['schemas']['StartPaymentInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
           *       "operator": "payu",
           *       "status": "pending",
           *       "amount": {
           *         "amount": 15900,
           *         "currency": "PLN"
           *       },
           *       "redirectUrl": "https://secure.snd.payu.com/pay/?orderId=LDLW5N7MF4140324GUEST000P01",
           *       "orders": [
           *         {
           *           "_id": "5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
           *           "number": "KR-2026-000123",
           *           "status": "awaiting_payment"
           *         }
           *       ],
           *       "createdAt": "2026-11-26T20:15:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Payment'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict with the current state (stock, a duplicate, a changed total) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The outside service (operator, geocoder) did not answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Payment'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  returnFromPaypal: {
    parameters: {
      query: {
        token: string;
        PayerID?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the payment’s result page, once the approved order is captured */
      303: {
        headers: {
          /** @description The web app’s result page */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  cancelAtPaypal: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the payment’s cancelled page */
      303: {
        headers: {
          /** @description The web app’s result page */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listPaymentOperators: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorSettingsList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  updatePaymentOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        operator: 'payu' | 'paypal' | 'autopay';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorSettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorSettings'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listPayouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  createPayout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PayoutInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutRecord'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  listPayoutRecords: {
    parameters: {
      query?: {
        sellerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutRecordList'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  exportPayoutsCsv: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerPayouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerPayouts'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDashboard'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSellerDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerDashboard'];
        };
      };
      /** @description Bad input: `fields` names each field and what is wrong with it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but the account’s role may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found (also another account’s or another maker’s private object) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  receivePayuNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the answer the operator expects (AutoPay: the XML confirmation list) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The signature or the body was refused; nothing changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  receivePaypalNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the answer the operator expects (AutoPay: the XML confirmation list) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The signature or the body was refused; nothing changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  receiveAutopayNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the answer the operator expects (AutoPay: the XML confirmation list) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The signature or the body was refused; nothing changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Too many requests: wait a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
}
