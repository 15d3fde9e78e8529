import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED, RESOURCE_ERRORS, RESOURCE_NOTICES, type TResourceMeta } from '@tennis/contracts';
import { courts } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildClub } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';

let t: TestApp;
let as: Record<Who, Agent>;
let kifisia: number;
let glyfada: number;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  kifisia = (await buildClub(t.db, { name: 'Όμιλος Αντισφαίρισης Κηφισιάς' })).id;
  glyfada = (await buildClub(t.db, { name: 'Tennis Club Γλυφάδας' })).id;
  await t.db.insert(courts).values([
    { clubId: kifisia, name: 'Κεντρικό γήπεδο', surface: 'clay' },
    { clubId: kifisia, name: 'Γήπεδο 2', surface: 'clay' },
    { clubId: kifisia, name: 'Κλειστό γήπεδο', surface: 'indoor' },
    { clubId: glyfada, name: 'Γήπεδο 1', surface: 'hard' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

type CourtList = { data: { id: number; name: string; clubName: string; surface: string }[]; meta: { total: number } };

describe('/api/courts', () => {
  it('describes the club select from the stored clubs and the surface select in Greek', async () => {
    const meta = (await as.god.get('/api/courts/meta')).json<TResourceMeta>();
    expect(meta.fields.find((f) => f.name === 'clubId')?.options).toEqual([
      { value: glyfada, label: 'Tennis Club Γλυφάδας' },
      { value: kifisia, label: 'Όμιλος Αντισφαίρισης Κηφισιάς' },
    ]);
    expect(meta.fields.find((f) => f.name === 'surface')?.options).toContainEqual({ value: 'clay', label: 'Χώμα' });
  });

  it('lists by club, filters by club, surface and accent-insensitive name, and pages', async () => {
    const all = (await as.employee.get('/api/courts?pageLength=5')).json<CourtList>();
    expect(all.data.map((c) => c.clubName)).toEqual([
      'Tennis Club Γλυφάδας',
      'Όμιλος Αντισφαίρισης Κηφισιάς',
      'Όμιλος Αντισφαίρισης Κηφισιάς',
      'Όμιλος Αντισφαίρισης Κηφισιάς',
    ]);
    const clay = (
      await as.employee.get(`/api/courts?filters[clubId]=${kifisia}&filters[surface]=clay&sort=name`)
    ).json<CourtList>();
    expect(clay.data.map((c) => c.name)).toEqual(['Γήπεδο 2', 'Κεντρικό γήπεδο']);
    const byName = (
      await as.employee.get(`/api/courts?filters[name]=${encodeURIComponent('ΚΛΕΙΣΤΟ')}`)
    ).json<CourtList>();
    expect(byName.data.map((c) => c.name)).toEqual(['Κλειστό γήπεδο']);
    const nothing = (await as.employee.get('/api/courts?filters[surface]=lava')).json<CourtList>();
    expect(nothing.meta.total).toBe(0);
  });

  it('creates, shows, updates and deletes a court', async () => {
    const created = await as.god.post('/api/courts', { clubId: glyfada, name: 'Γήπεδο 2', surface: 'hard' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: { id: number } }>().data;
    expect((await as.host.get(`/api/courts/${id}`)).json()).toMatchObject({
      data: { id, clubName: 'Tennis Club Γλυφάδας', surface: 'hard' },
    });
    const updated = await as.god.put(`/api/courts/${id}`, {
      clubId: glyfada,
      name: 'Γήπεδο 2',
      surface: 'synthetic-grass',
    });
    expect(updated.json()).toMatchObject({ message: RESOURCE_NOTICES.updated, data: { surface: 'synthetic-grass' } });
    expect((await as.god.delete(`/api/courts/${id}`)).json()).toEqual({ message: RESOURCE_NOTICES.deleted });
    expect((await as.god.get(`/api/courts/${id}`)).statusCode).toBe(404);
  });

  it('refuses a second court of the same name in one club, on the name field', async () => {
    const response = await as.god.post('/api/courts', { clubId: kifisia, name: 'Γήπεδο 2', surface: 'clay' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name: ['Υπάρχει ήδη γήπεδο με αυτό το όνομα σε αυτόν τον όμιλο'],
    });
  });

  it('answers 422 in Greek for missing fields, an unknown surface and an unknown club', async () => {
    const missing = await as.god.post('/api/courts', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      clubId: [REQUIRED],
      name: [REQUIRED],
      surface: [REQUIRED],
    });
    const unknownClub = await as.god.post('/api/courts', { clubId: 99999, name: 'Γήπεδο 9', surface: 'clay' });
    expect(unknownClub.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      clubId: [RESOURCE_ERRORS.missingReference],
    });
    const surface = await as.god.post('/api/courts', { clubId: kifisia, name: 'Γήπεδο 9', surface: 'lava' });
    expect(surface.statusCode).toBe(422);
    expect(Object.keys(surface.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['surface']);
  });

  it('answers 404 for unknown ids on show, update and delete', async () => {
    expect((await as.god.get('/api/courts/424242')).statusCode).toBe(404);
    expect((await as.god.put('/api/courts/424242', { clubId: kifisia, name: 'Χ', surface: 'clay' })).statusCode).toBe(
      404,
    );
    expect((await as.god.delete('/api/courts/424242')).statusCode).toBe(404);
  });

  it('offers a sample court of an existing club', async () => {
    const sample = (await as.god.get('/api/factories/courts/sample')).json<{ data: { clubId: number; name: string } }>()
      .data;
    expect(sample.clubId).toBe(kifisia);
    expect(sample.name).toMatch(/γήπεδο|Γήπεδο/);
  });
});
