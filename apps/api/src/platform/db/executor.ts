import type { Database } from './client.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Repositories take either the database or an open transaction, so use cases can group writes. */
export type DbExecutor = Database | Transaction;
