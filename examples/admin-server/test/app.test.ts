// The example app end to end: sequelize-cli migrates and seeds a real SQLite file,
// the real start script serves it, and HTTP calls read and change it.
import {mkdtemp, rm} from 'node:fs/promises';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cli, query, snapshot, startServer, type RunningServer} from './helpers';

let dir: string;
let env: NodeJS.ProcessEnv;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'admin-server-'));
  env = {NODE_ENV: 'test', DB_STORAGE: path.join(dir, 'admin.sqlite')};
  await cli(['db:migrate'], env);
  await cli(['db:seed:all'], env);
  server = await startServer(env);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, {recursive: true, force: true});
});

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = {method, headers: {...headers}};
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(server.baseUrl + url, init);
  const text = await res.text();
  return {status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined};
}

describe('migrations and seeds (sequelize-cli)', () => {
  it('created the tables and recorded every migration and seeder', async () => {
    const tables = await query<{name: string}>(
      env.DB_STORAGE!,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    expect(tables.map((t) => t.name)).toEqual(['SequelizeData', 'SequelizeMeta', 'articles', 'roles', 'users']);
    const meta = await query<{name: string}>(env.DB_STORAGE!, 'SELECT name FROM SequelizeMeta ORDER BY name');
    expect(meta.map((m) => m.name)).toEqual([
      '20240301090000-create-roles.js',
      '20240301090100-create-users.js',
      '20240301090200-create-articles.js',
      '20240315100000-add-last-login-to-users.js',
    ]);
    const seeded = await query<{n: number}>(env.DB_STORAGE!, 'SELECT COUNT(*) AS n FROM SequelizeData');
    expect(seeded[0].n).toBe(3);
  });

  it('skips seeders that already ran', async () => {
    const out = await cli(['db:seed:all'], env);
    expect(out).not.toMatch(/migrating/);
    expect(await query(env.DB_STORAGE!, 'SELECT id FROM roles')).toHaveLength(3);
  });
});

describe('HTTP API, happy paths', () => {
  it('answers the health check and logs the request', async () => {
    const res = await call('GET', '/api/health');
    expect(res).toMatchObject({status: 200, json: {status: 'ok'}});
    await expect.poll(() => server.output.join('')).toMatch(/GET \/api\/health 200 \d+\.\dms/);
  });

  it('lists roles with their user counts', async () => {
    const res = await call('GET', '/api/roles');
    expect(res.status).toBe(200);
    expect(res.json.map((r: {name: string; userCount: number}) => [r.name, r.userCount])).toEqual([
      ['admin', 1],
      ['editor', 1],
      ['viewer', 1],
    ]);
  });

  it('lists users with their role, and reads one', async () => {
    const list = await call('GET', '/api/users');
    expect(list.json.map((u: {username: string; role: {name: string}}) => `${u.username}:${u.role.name}`)).toEqual([
      'alice:admin',
      'bob:editor',
      'carol:viewer',
    ]);
    const one = await call('GET', '/api/users/2');
    expect(one).toMatchObject({status: 200, json: {username: 'bob', active: true, role: {name: 'editor'}}});
  });

  it('filters and pages articles', async () => {
    const res = await call('GET', '/api/articles?status=published&page=2&pageSize=1');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({total: 2, page: 2, pageSize: 1});
    expect(res.json.items.map((a: {slug: string}) => a.slug)).toEqual(['release-checklist']);
    expect(res.json.items[0].author).toEqual({id: 2, username: 'bob', displayName: 'Bob'});
  });

  it('creates, updates and deletes a user', async () => {
    const created = await call('POST', '/api/users', {
      username: 'dave',
      email: 'Dave@Example.com',
      displayName: "Dave <b>'; DROP TABLE users;--",
      roleId: 2,
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/users/${created.json.id}`);
    expect(created.json).toMatchObject({username: 'dave', email: 'dave@example.com', active: true, role: {name: 'editor'}});
    const stored = await query(env.DB_STORAGE!, `SELECT displayName FROM users WHERE username = 'dave'`);
    expect(stored).toEqual([{displayName: "Dave <b>'; DROP TABLE users;--"}]);

    const patched = await call('PATCH', `/api/users/${created.json.id}`, {active: false, roleId: 3});
    expect(patched).toMatchObject({status: 200, json: {active: false, role: {name: 'viewer'}}});

    const deleted = await call('DELETE', `/api/users/${created.json.id}`);
    expect(deleted.status).toBe(204);
    expect(await query(env.DB_STORAGE!, `SELECT id FROM users WHERE username = 'dave'`)).toEqual([]);
  });

  it('creates and deletes an article; publishing sets publishedAt', async () => {
    const created = await call('POST', '/api/articles', {
      title: 'Backup policy',
      slug: 'backup-policy',
      body: 'Nightly.',
      status: 'published',
      authorId: 1,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({slug: 'backup-policy', status: 'published', author: {username: 'alice'}});
    expect(Date.parse(created.json.publishedAt)).not.toBeNaN();
    expect((await call('DELETE', `/api/articles/${created.json.id}`)).status).toBe(204);
    expect((await call('GET', `/api/articles/${created.json.id}`)).status).toBe(404);
  });
});

describe('HTTP API, bad input: a clear 4xx and nothing changes', () => {
  const longName = 'x'.repeat(65);
  const cases: ReadonlyArray<{
    name: string;
    method: string;
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
    status: number;
    code: string;
    field?: string;
  }> = [
    {name: 'malformed JSON', method: 'POST', url: '/api/users', body: '{"username": "eve",', status: 400, code: 'BAD_REQUEST'},
    {name: 'a body that is not JSON', method: 'POST', url: '/api/users', body: 'username=eve', headers: {'content-type': 'application/x-www-form-urlencoded'}, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE'},
    {name: 'a JSON array', method: 'POST', url: '/api/users', body: [], status: 415, code: 'UNSUPPORTED_MEDIA_TYPE'},
    {name: 'missing fields', method: 'POST', url: '/api/users', body: {username: 'eve'}, status: 400, code: 'VALIDATION_ERROR', field: 'body.email'},
    {name: 'a bad email', method: 'POST', url: '/api/users', body: {username: 'eve', email: 'eve-at-example', displayName: 'Eve', roleId: 2}, status: 400, code: 'VALIDATION_ERROR', field: 'body.email'},
    {name: 'HTML in the username', method: 'POST', url: '/api/users', body: {username: '<script>', email: 'e@example.com', displayName: 'Eve', roleId: 2}, status: 400, code: 'VALIDATION_ERROR', field: 'body.username'},
    {name: 'a too long display name', method: 'POST', url: '/api/users', body: {username: 'eve', email: 'e@example.com', displayName: longName, roleId: 2}, status: 400, code: 'VALIDATION_ERROR', field: 'body.displayName'},
    {name: 'a role id given as text', method: 'POST', url: '/api/users', body: {username: 'eve', email: 'e@example.com', displayName: 'Eve', roleId: '2; DROP TABLE roles'}, status: 400, code: 'VALIDATION_ERROR', field: 'body.roleId'},
    {name: 'an unknown role', method: 'POST', url: '/api/users', body: {username: 'eve', email: 'e@example.com', displayName: 'Eve', roleId: 99}, status: 400, code: 'VALIDATION_ERROR', field: 'body.roleId'},
    {name: 'an unknown field', method: 'POST', url: '/api/users', body: {username: 'eve', email: 'e@example.com', displayName: 'Eve', roleId: 2, isAdmin: true}, status: 400, code: 'VALIDATION_ERROR', field: 'body.isAdmin'},
    {name: 'a taken username', method: 'POST', url: '/api/users', body: {username: 'alice', email: 'new@example.com', displayName: 'A', roleId: 2}, status: 409, code: 'CONFLICT', field: 'body.username'},
    {name: 'a taken email', method: 'PATCH', url: '/api/users/2', body: {email: 'alice@example.com'}, status: 409, code: 'CONFLICT', field: 'body.email'},
    {name: 'an empty update', method: 'PATCH', url: '/api/users/2', body: {}, status: 400, code: 'VALIDATION_ERROR', field: 'body'},
    {name: 'a non-numeric id', method: 'GET', url: '/api/users/abc', status: 400, code: 'VALIDATION_ERROR', field: 'params.id'},
    {name: 'a zero id', method: 'DELETE', url: '/api/users/0', status: 400, code: 'VALIDATION_ERROR', field: 'params.id'},
    {name: 'a missing user', method: 'PATCH', url: '/api/users/9999', body: {active: false}, status: 404, code: 'NOT_FOUND'},
    {name: 'deleting a user who has articles', method: 'DELETE', url: '/api/users/2', status: 409, code: 'CONFLICT'},
    {name: 'an unknown article status', method: 'GET', url: '/api/articles?status=archived', status: 400, code: 'VALIDATION_ERROR', field: 'query.status'},
    {name: 'a page size over 100', method: 'GET', url: '/api/articles?pageSize=1000', status: 400, code: 'VALIDATION_ERROR', field: 'query.pageSize'},
    {name: 'a bad slug', method: 'POST', url: '/api/articles', body: {title: 'T', slug: 'Not A Slug', authorId: 1}, status: 400, code: 'VALIDATION_ERROR', field: 'body.slug'},
    {name: 'a taken slug', method: 'POST', url: '/api/articles', body: {title: 'T', slug: 'welcome', authorId: 1}, status: 409, code: 'CONFLICT', field: 'body.slug'},
    {name: 'an unknown author', method: 'POST', url: '/api/articles', body: {title: 'T', slug: 'new-one', authorId: 42}, status: 400, code: 'VALIDATION_ERROR', field: 'body.authorId'},
    {name: 'a body over 100 kB', method: 'POST', url: '/api/articles', body: {title: 'T', slug: 'big', authorId: 1, body: 'x'.repeat(150_000)}, status: 413, code: 'BAD_REQUEST'},
    {name: 'an unknown route', method: 'GET', url: '/api/nothing-here', status: 404, code: 'NOT_FOUND'},
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.status}`, async () => {
      const before = await snapshot(env.DB_STORAGE!);
      const res = await call(c.method, c.url, c.body, c.headers);
      expect(res.status).toBe(c.status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.json.error.code).toBe(c.code);
      expect(res.json.error.message).toEqual(expect.any(String));
      if (c.field) expect(res.json.error.details.map((d: {field: string}) => d.field)).toContain(c.field);
      expect(await snapshot(env.DB_STORAGE!)).toEqual(before);
    });
  }
});

describe('undoing migrations (sequelize-cli)', () => {
  it('db:migrate:undo reverts only the last migration, keeping the data; db:migrate reapplies it', async () => {
    await server.stop();
    const columns = async () =>
      (await query<{name: string}>(env.DB_STORAGE!, 'PRAGMA table_info(users)')).map((c) => c.name);
    expect(await columns()).toContain('lastLoginAt');

    const out = await cli(['db:migrate:undo'], env);
    expect(out).toMatch(/20240315100000-add-last-login-to-users: reverted/);
    expect(await columns()).not.toContain('lastLoginAt');
    expect(await query(env.DB_STORAGE!, 'SELECT username FROM users ORDER BY id')).toEqual([
      {username: 'alice'},
      {username: 'bob'},
      {username: 'carol'},
    ]);

    await cli(['db:migrate'], env);
    expect(await columns()).toContain('lastLoginAt');
  }, 30_000);

  it('db:migrate:undo:all drops every table', async () => {
    await cli(['db:migrate:undo:all'], env);
    const tables = await query<{name: string}>(
      env.DB_STORAGE!,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    expect(tables.map((t) => t.name)).toEqual(['SequelizeData', 'SequelizeMeta']);
  }, 30_000);
});

describe('start script', () => {
  it('refuses to start with an unknown NODE_ENV and says why', async () => {
    await expect(startServer({NODE_ENV: 'staging'})).rejects.toMatchObject({
      code: 1,
      message: expect.stringMatching(/config\/config\.js has no "staging" block/),
    });
  });

  it('exits with a clear message when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, 'localhost', resolve));
    const {port} = blocker.address() as {port: number};
    try {
      await expect(startServer({...env, PORT: String(port)})).rejects.toMatchObject({
        code: 1,
        message: expect.stringMatching(new RegExp(`could not listen on port ${port}: .*EADDRINUSE`)),
      });
    } finally {
      blocker.close();
    }
  });
});
