/**
 * Schema changes in order; `PRAGMA user_version` records how many ran, so a
 * later feature (rate limits, debt, external orders) appends one and an old
 * data dir upgrades in place.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE sandbox_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE partners (
    id TEXT PRIMARY KEY,
    tier TEXT NOT NULL CHECK (tier IN ('standard', 'premium', 'enterprise')),
    api_key_hash TEXT NOT NULL UNIQUE,
    webhook_url TEXT,
    webhook_secret TEXT NOT NULL
  );

  CREATE TABLE providers (
    country TEXT PRIMARY KEY,
    down_since INTEGER,
    last_response_at INTEGER
  );

  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    email TEXT NOT NULL,
    first_name TEXT,
    last_name TEXT,
    phone TEXT,
    address TEXT,
    created_at INTEGER NOT NULL,
    first_payment_at INTEGER,
    UNIQUE (partner_id, email)
  );

  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    user_id TEXT NOT NULL REFERENCES users(id),
    custom_id TEXT,
    subaccount TEXT,
    product TEXT NOT NULL,
    type TEXT NOT NULL,
    country TEXT NOT NULL,
    period TEXT NOT NULL,
    duplicate_group TEXT,
    start_date TEXT NOT NULL,
    end_date TEXT NOT NULL,
    purchased_at INTEGER NOT NULL,
    status TEXT NOT NULL,
    order_has_been_paid INTEGER NOT NULL,
    paid INTEGER NOT NULL,
    payment_token TEXT UNIQUE,
    allowed_payment_providers TEXT NOT NULL,
    open_order_details_by_default INTEGER NOT NULL,
    flex TEXT,
    receipt TEXT NOT NULL,
    price_amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    provider_id TEXT,
    version INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX orders_by_partner ON orders (partner_id, purchased_at DESC);

  CREATE TABLE order_cars (
    order_id TEXT NOT NULL REFERENCES orders(id),
    idx INTEGER NOT NULL,
    plate TEXT NOT NULL,
    country TEXT NOT NULL,
    vehicle_type TEXT NOT NULL,
    vin TEXT,
    provider_id TEXT,
    pdf BLOB,
    PRIMARY KEY (order_id, idx)
  );
  CREATE INDEX order_cars_by_plate ON order_cars (plate, country);

  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    order_id TEXT NOT NULL,
    due_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    failed INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX jobs_due ON jobs (failed, due_at);

  CREATE TABLE webhook_outbox (
    id TEXT PRIMARY KEY,
    seq INTEGER NOT NULL UNIQUE,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    event_type TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
    last_error TEXT
  );
  CREATE INDEX webhook_outbox_due ON webhook_outbox (state, next_attempt_at);

  CREATE TABLE idempotency_keys (
    partner_id TEXT NOT NULL,
    key TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    body_hash TEXT,
    status INTEGER,
    headers TEXT,
    body TEXT,
    PRIMARY KEY (partner_id, key)
  );
  `,
  // Order modification, refunds, simulated provider load and faults, external orders.
  `
  ALTER TABLE orders ADD COLUMN modified_at INTEGER;
  ALTER TABLE orders ADD COLUMN refunded_at INTEGER;
  CREATE INDEX orders_by_user ON orders (user_id, purchased_at DESC);

  CREATE TABLE provider_load (
    country TEXT PRIMARY KEY,
    load TEXT NOT NULL CHECK (load IN ('normal', 'heavy'))
  );

  CREATE TABLE provider_faults (
    country TEXT PRIMARY KEY,
    failing_calls INTEGER NOT NULL CHECK (failing_calls >= 0)
  );

  CREATE TABLE external_orders (
    id TEXT PRIMARY KEY,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    reference_id TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('OPEN', 'PAID', 'CANCELED', 'EXPIRED')),
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    description TEXT,
    payment_token TEXT NOT NULL UNIQUE,
    expires_in INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    allowed_payment_providers TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (partner_id, reference_id)
  );
  `,
  // Partner debt control (spec 1): the ledger, its notices and fine invoices. Amounts in EUR cents.
  `
  CREATE TABLE debt_ledger (
    id INTEGER PRIMARY KEY,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    kind TEXT NOT NULL CHECK (kind IN ('order', 'fine', 'payment')),
    amount INTEGER NOT NULL CHECK (amount <> 0),
    order_id TEXT,
    invoice_id TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX debt_ledger_by_partner ON debt_ledger (partner_id, id);

  CREATE TABLE debt_invoices (
    id TEXT PRIMARY KEY,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    issued_at INTEGER NOT NULL,
    overdue_amount INTEGER NOT NULL,
    days_disabled INTEGER NOT NULL,
    fine INTEGER NOT NULL
  );

  CREATE TABLE debt_notices (
    id INTEGER PRIMARY KEY,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    reason TEXT NOT NULL CHECK (reason IN ('threshold_reached', 'fine_issued')),
    amount INTEGER NOT NULL,
    paid INTEGER NOT NULL DEFAULT 0,
    issued_at INTEGER NOT NULL,
    due_at INTEGER NOT NULL,
    invoice_id TEXT REFERENCES debt_invoices(id),
    settled_at INTEGER
  );
  CREATE UNIQUE INDEX debt_notices_one_open ON debt_notices (partner_id) WHERE settled_at IS NULL;
  `,
  // External orders of products (spec 2.5: "an order paid through a link"): what to order, and the order once paid;
  // when a partner last changed its webhook endpoint at run time.
  `
  ALTER TABLE external_orders ADD COLUMN order_input TEXT;
  ALTER TABLE external_orders ADD COLUMN order_id TEXT REFERENCES orders(id);
  ALTER TABLE partners ADD COLUMN webhook_updated_at INTEGER;
  `,
  // The partner panel (issue 10): its sign-in sessions, each webhook attempt as the partner's log shows it, a
  // rotated secret that still signs during its overlap, what the settings last seeded (so a restart keeps the
  // panel's changes unless the settings changed), and every status an order went through.
  `
  CREATE TABLE panel_sessions (
    token_hash TEXT PRIMARY KEY,
    partner_id TEXT NOT NULL REFERENCES partners(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE webhook_attempts (
    id INTEGER PRIMARY KEY,
    message_id TEXT NOT NULL REFERENCES webhook_outbox(id),
    attempt INTEGER NOT NULL,
    at INTEGER NOT NULL,
    url TEXT,
    status INTEGER,
    latency_ms INTEGER NOT NULL,
    excerpt TEXT,
    error TEXT
  );
  CREATE INDEX webhook_attempts_by_message ON webhook_attempts (message_id, id);

  ALTER TABLE partners ADD COLUMN webhook_previous_secret TEXT;
  ALTER TABLE partners ADD COLUMN webhook_previous_secret_until INTEGER;
  ALTER TABLE partners ADD COLUMN seeded_webhook_url TEXT;
  ALTER TABLE partners ADD COLUMN seeded_webhook_secret TEXT;

  CREATE TABLE order_events (
    id INTEGER PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders(id),
    status TEXT NOT NULL,
    previous_status TEXT,
    at INTEGER NOT NULL
  );
  CREATE INDEX order_events_by_order ON order_events (order_id, id);
  `,
  // The shopper's language, given on order creation: the confirmation PDF is written in it (issue 17).
  `
  ALTER TABLE orders ADD COLUMN locale TEXT;
  `,
  // An external order's basket: several products, one payment, one order per product group. `items` (JSON) are
  // the orders it makes with their amounts, `order_ids` (JSON) the orders paying created; `order_id` stays the first.
  `
  ALTER TABLE external_orders ADD COLUMN items TEXT;
  ALTER TABLE external_orders ADD COLUMN order_ids TEXT;
  `,
];
