import { Context } from 'mingo/core';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import { update } from 'mingo/updater';
import type { Filter } from './port.ts';

/**
 * mingo with the query and update operators alone. Its main entry loads every aggregation, window and
 * expression operator (about 300 modules, 0.1–0.25 s of every server start); a read-model filter uses
 * none of them ($expr is not part of the port's query subset, docs/DECISIONS.md).
 */
const context = Context.init({ query: queryOperators });

export const queryOf = (filter: Filter): Query => new Query(filter, { context });
export { update as applyUpdate, type Query };
