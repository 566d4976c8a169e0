export { demoLoginsNotice } from './demo-logins';
export { DEMO_ACCOUNTS, seedDatabase, type SeedOptions } from './seed';
