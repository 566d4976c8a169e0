/** The real-name page (spec section 2: accountManagement / account / realNameAuth). */
export const REAL_NAME_PATH = '/personal/accountManagement/account/realNameAuth';
