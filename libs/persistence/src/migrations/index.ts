import { CreateAccountsAndApps1795322723509 } from './1795322723509-CreateAccountsAndApps';

/** Every migration in order. A generated migration is added here after review. */
export const MIGRATIONS = [CreateAccountsAndApps1795322723509];
