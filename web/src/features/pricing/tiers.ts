// The server's table is the single source: the server enforces what /pricing shows (docs/DECISIONS.md, "Subscription tiers").
export * from '../../../../domain/subscriptions/tiers.ts';
