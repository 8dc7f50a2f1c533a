import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testBackends, testConfig, useBackend } from '../test/backends.ts';
import { registerUser } from '../test/factories.ts';
import { metricsMessages } from './metrics.ts';

/** The value of one sample line (`name{labels} value`), or null when the line is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`)))
      return Number(line.split(' ').at(-1));
  }
  return null;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

const health = { method: 'GET', route: '/api/health', status_code: '200' };

describe.each(testBackends())('GET /metrics on $name', (backend) => {
  const ctx = useBackend(backend);

  it('has the process, HTTP, socket, consultation and billing families', async () => {
    const app = await ctx.app();
    const text = await scrape(app);
    for (const family of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'http_request_duration_seconds',
      'nakshatra_socket_connections',
      'nakshatra_consultations_active',
      'nakshatra_billing_lag_seconds',
    ])
      expect(text, family).toContain(`# TYPE ${family} `);
  });

  it('counts requests by method, route pattern and status code, never the raw URL', async () => {
    const app = await ctx.app();
    const before = sample(await scrape(app), 'http_request_duration_seconds_count', health) ?? 0;
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/health' });
    // A sign that does not exist: 404, counted under the route's pattern.
    await app.inject({ method: 'GET', url: '/api/horoscope/notasign' });
    const text = await scrape(app);
    expect(sample(text, 'http_request_duration_seconds_count', health)).toBe(before + 3);
    const pattern = { method: 'GET', route: '/api/horoscope/:sign', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', pattern)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      before + 3,
    );
    expect(text).not.toContain('notasign');
  });

  it('reports billing lag observed through app.metrics, in seconds', async () => {
    const app = await ctx.build();
    app.metrics.billingLag.observe(1500);
    app.metrics.billingLag.observe(200);
    const text = await scrape(app);
    expect(sample(text, 'nakshatra_billing_lag_seconds_count')).toBe(2);
    expect(sample(text, 'nakshatra_billing_lag_seconds_sum')).toBeCloseTo(1.7, 6);
    expect(sample(text, 'nakshatra_billing_lag_seconds_bucket', { le: '0.25' })).toBe(1);
    expect(sample(text, 'nakshatra_billing_lag_seconds_bucket', { le: '2' })).toBe(2);
  });

  it('counts active consultations from the database on each scrape', async () => {
    const app = await ctx.app();
    const before = sample(await scrape(app), 'nakshatra_consultations_active') ?? -1;
    const user = await registerUser(app);
    // Accepted now with its first minute charged: the billing loop has nothing due for a minute.
    await app.db.execute(sql`
      insert into nakshatra.consultations
        (user_id, astrologer_id, status, topic, price_paise_per_min, minutes_charged, accepted_at)
      values (${user.id}, 7, 'active', 'metrics', 1000, 1, now())`);
    expect(sample(await scrape(app), 'nakshatra_consultations_active')).toBe(before + 1);
  });

  it('counts connected sockets', async () => {
    const app = await ctx.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerUser(app);
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: user.token },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(sample(await scrape(app), 'nakshatra_socket_connections')).toBe(1);
    } finally {
      socket.disconnect();
    }
    await expect
      .poll(async () => sample(await scrape(app), 'nakshatra_socket_connections'))
      .toBe(0);
  });

  it('refuses remote and proxied scrapers when METRICS_TOKEN is unset', async () => {
    const app = await ctx.app();
    const remote = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ error: metricsMessages.forbidden, code: 'forbidden' });
    expect(remote.body).not.toContain('process_cpu');
    const proxied = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    const ipv6Loopback = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(ipv6Loopback.statusCode).toBe(200);
  });

  it('with METRICS_TOKEN, answers only the bearer token, from anywhere', async () => {
    const token = 'metrics-token-0123456789';
    const app = await ctx.build({ metricsToken: token });
    const without = await app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.json()).toEqual({ error: metricsMessages.unauthorized, code: 'unauthorized' });
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

describe('billing lag from the billing loop', () => {
  it('observes how late the loop charged a minute', async () => {
    // A database of its own: no other app's loop may charge this consultation first.
    const app = await buildApp({ ...testConfig, database: { kind: 'pglite-memory' } });
    try {
      const user = await registerUser(app);
      await app.db.transaction(async (tx) => {
        const t = (await tx.execute(sql`
          insert into nakshatra.ledger_transactions (kind, idempotency_key)
          values ('recharge', ${`test:${user.id}`}) returning id`)) as unknown as {
          rows: Array<{ id: string }>;
        };
        await tx.execute(sql`
          insert into nakshatra.ledger_entries (transaction_id, account, amount_paise) values
          (${t.rows[0]!.id}, ${`wallet:${user.id}`}, 100000),
          (${t.rows[0]!.id}, 'external:test', -100000)`);
      });
      // Accepted 90 s ago with one minute charged: minute 2 started 30 s ago and is due.
      await app.db.execute(sql`
        insert into nakshatra.consultations
          (user_id, astrologer_id, status, topic, price_paise_per_min, minutes_charged, accepted_at)
        values (${user.id}, 9, 'active', 'lag', 1000, 1, now() - interval '90 seconds')`);
      // The loop runs every second.
      await expect
        .poll(async () => sample(await scrape(app), 'nakshatra_billing_lag_seconds_count'), {
          timeout: 10_000,
          interval: 250,
        })
        .toBe(1);
      const lagSec = sample(await scrape(app), 'nakshatra_billing_lag_seconds_sum')!;
      // 30 s late, plus the time until the loop's next pass (under 1 s, 5 s on a busy machine).
      expect(lagSec).toBeGreaterThanOrEqual(30);
      expect(lagSec).toBeLessThan(36);
    } finally {
      await app.close();
    }
  });
});
