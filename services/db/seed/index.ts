export { DEMO_ACCOUNTS, seedDatabase, type SeedOptions } from './seed';
