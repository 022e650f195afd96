import { randomUUID } from 'node:crypto';
import type { ExportData } from '../../contracts/exports/export-data.js';
import type { ExportSummary } from '../../contracts/exports/exports.js';
import { presentationDetailSchema, presentationListWithExportDataSchema } from '../../contracts/presentations/with-export-data.js';
import type { AudienceInfoResponse } from '../../contracts/reports/audience-info.js';
import type { ParticipantAnswersResponse } from '../../contracts/reports/report.js';
import { exportsProjection } from '../../projections/exports/exports.projection.js';
import { replayInMemory } from '../../projections/projection.js';
import { FILE_STORAGE, type FileStorage } from '../../services/infrastructure/file-storage/file-storage.port.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { waitUntil } from '../support/wait-until.js';
import { answer, joinPhone, presented, type Live } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

/** Spec doc 3 §7 Audiences: every path the spec names for one person's answers, and the presentation's exportData (issue 23). */
describe("The spec's audience-report paths and the presentation's exportData (issue 23)", () => {
  const server = suiteServer({ DEFAULT_PLAN: 'pro' });

  /** A poll and an open question answered by two people; a third, who only listens, lends its token to the 401 checks. */
  async function answered(): Promise<{ live: Live; people: string[]; audienceToken: string }> {
    const live = await presented(
      server,
      { teamPlay: true, teamCount: 2, teamSize: 10 },
      [
        { type: 'poll', title: 'Favourite season?', options: [{ title: 'Spring' }, { title: 'Summer' }] },
        { type: 'openEnded', title: 'What should we change?' },
      ],
      {
        participantInfo: {
          fields: [
            { fieldType: 'system', name: 'email', required: false, hidden: false },
            { fieldType: 'custom', name: 'Occupation', required: false, hidden: false },
          ],
        },
      },
    );
    const [email, occupation] = live.deck.participantInfo.fields.map((field) => field.id) as [string, string];
    const slide = live.deck.slides.find((candidate) => candidate.id === live.slideIds[0])!;
    const audienceToken = (await server.t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: 'Listener' }).expect(200)).body.token as string;
    const phones = [
      await joinPhone(server, live, { name: 'Person 1', fields: { [email]: 'one@example.com', [occupation]: 'Teacher' } }),
      await joinPhone(server, live, { name: 'Person 2', fields: { [occupation]: 'Nurse' } }),
    ];
    for (const [index, phone] of phones.entries()) expect(await answer(phone, slide.id, { kind: 'choice', optionIds: [slide.options[index]!.id] })).toMatchObject({ ok: true });
    await server.t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: live.slideIds[1] }).expect(200);
    for (const [index, phone] of phones.entries()) expect(await answer(phone, live.slideIds[1]!, { kind: 'text', text: `Idea ${index}` })).toMatchObject({ ok: true });
    await server.t.caughtUp();
    return { live, people: phones.map((phone) => phone.audienceId), audienceToken };
  }

  it("serves every audience path with audience-info-report's answers, the export path as a JSON download, and refuses as the matrix says", async () => {
    const { t } = server;
    const { live, people, audienceToken } = await answered();
    const sessionId = live.sessionId;
    const [first, second] = people as [string, string];
    const base = (await t.http.get(`/api/audiences/${first}/audience-info-report`).query({ sessionId }).set(live.auth).expect(200)).body as ParticipantAnswersResponse;
    // Two answers, in slide order: the poll's pick, then the open question's text.
    expect(base.participantAnswers.map((row) => [row.slideOrder, row.value])).toEqual([
      [1, expect.objectContaining({ kind: 'choice' })],
      [2, { kind: 'text', text: 'Idea 0' }],
    ]);
    const other = (await t.http.get(`/api/audiences/${second}/audience-info-report`).query({ sessionId }).set(live.auth).expect(200)).body as ParticipantAnswersResponse;
    expect(other).not.toEqual(base);

    for (const tail of ['v2', 'v5']) {
      expect((await t.http.get(`/api/audiences/${first}/audience-info-report/${tail}`).query({ sessionId }).set(live.auth).expect(200)).body).toEqual(base);
    }
    // audience-info: the person as the session knows them (participant info in the deck's field order), with the same answers.
    const info = async (audienceId: string) => (await t.http.get(`/api/audiences/${audienceId}/audience-info`).query({ sessionId }).set(live.auth).expect(200)).body as AudienceInfoResponse;
    const [email, occupation] = live.deck.participantInfo.fields.map((field) => field.id) as [string, string];
    expect(await info(first)).toEqual({
      audience: {
        audienceId: first,
        name: 'Person 1',
        emoji: expect.any(String),
        teamId: expect.any(String),
        joinedAt: expect.any(String),
        fields: [
          { fieldId: email, name: 'email', value: 'one@example.com' },
          { fieldId: occupation, name: 'Occupation', value: 'Teacher' },
        ],
      },
      participantAnswers: base.participantAnswers,
    });
    expect((await info(second)).audience.fields).toEqual([{ fieldId: occupation, name: 'Occupation', value: 'Nurse' }]);
    expect((await info(second)).participantAnswers).toEqual(other.participantAnswers);

    // The shared report's paths open with the share token only, and close when it is reset.
    const { token } = (await t.http.get(`/api/report/${live.id}/share-token`).set(live.auth).expect(200)).body as { token: string };
    for (const path of ['shared-audience-info-report', 'shared-audience-info-report/v2']) {
      expect((await t.http.get(`/api/audiences/${first}/${path}`).query({ sessionId, token }).expect(200)).body).toEqual(base);
    }
    await t.http.post(`/api/report/${live.id}/share-token/reset`).set(live.auth).expect(200);
    await t.http.get(`/api/audiences/${first}/shared-audience-info-report/v2`).query({ sessionId, token }).expect(404);

    // The export paths: the same JSON, as an attachment.
    for (const tail of ['', '/v2', '/v5']) {
      const response = await t.http.get(`/api/presenting-sessions/export/${first}/audience-info-report${tail}`).query({ sessionId }).set(live.auth).expect(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="audience-info-report-${first}.json"`);
      expect(response.body).toEqual(base);
    }

    // OpenAPI lists every path (one handler each for the versions).
    const documented = Object.keys(((await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> }).paths);
    const spec = [
      ...['audience-info', 'audience-info-report', 'audience-info-report/v2', 'audience-info-report/v5', 'shared-audience-info-report', 'shared-audience-info-report/v2'].map((tail) => `/api/audiences/{participantId}/${tail}`),
      ...['', '/v2', '/v5'].map((tail) => `/api/presenting-sessions/export/{participantId}/audience-info-report${tail}`),
    ];
    expect(spec.filter((path) => !documented.includes(path))).toEqual([]);

    // Refusals: no token or an audience token 401; another presenter, an unknown person or session 404, as for unknown ids.
    const stranger = bearer((await registerPresenter(t.http)).token);
    const ownerPaths = ['audiences/{p}/audience-info', 'audiences/{p}/audience-info-report/v2', 'audiences/{p}/audience-info-report/v5', ...['', '/v2', '/v5'].map((tail) => `presenting-sessions/export/{p}/audience-info-report${tail}`)];
    for (const path of ownerPaths) {
      const url = (participantId: string) => `/api/${path.replace('{p}', participantId)}`;
      const refusals = {
        path,
        noToken: (await t.http.get(url(first)).query({ sessionId })).status,
        audience: (await t.http.get(url(first)).query({ sessionId }).set(bearer(audienceToken))).status,
        stranger: (await t.http.get(url(first)).query({ sessionId }).set(stranger)).status,
        unknownPerson: (await t.http.get(url(randomUUID())).query({ sessionId }).set(live.auth)).status,
        unknownSession: (await t.http.get(url(first)).query({ sessionId: randomUUID() }).set(live.auth)).status,
        badSession: (await t.http.get(url(first)).query({ sessionId: 'nope' }).set(live.auth)).status,
      };
      expect(refusals).toEqual({ path, noToken: 401, audience: 401, stranger: 404, unknownPerson: 404, unknownSession: 404, badSession: 400 });
      // A refused download is an ordinary error, never an attachment.
      expect((await t.http.get(url(first)).query({ sessionId }).set(stranger)).headers['content-disposition']).toBeUndefined();
    }
  });

  it("shows the latest report export's state as exportData in the presentation detail and list, after success, after failure, and after a rebuild", async () => {
    const { t } = server;
    const { live } = await answered();
    // Read through the documented response schemas, so the answers match what OpenAPI says of them.
    const detail = async () => presentationDetailSchema.parse((await t.http.get(`/api/presentation/${live.id}`).set(live.auth).expect(200)).body).exportData;
    const listed = async () =>
      presentationListWithExportDataSchema.parse((await t.http.get('/api/presentation').set(live.auth).expect(200)).body).presentations.find((row) => row.id === live.id)!.exportData;
    const exports = async () => (await t.http.get(`/api/exports/session/${live.sessionId}`).set(live.auth).expect(200)).body as ExportSummary[];
    const ended = async (exportId: string) => {
      await waitUntil(async () => (await exports()).some((row) => row.exportId === exportId && row.status !== 'processing'));
      await t.caughtUp();
      return (await exports()).find((row) => row.exportId === exportId)!;
    };

    expect(await detail()).toBeNull();
    expect(await listed()).toBeNull();

    // An Excel export that completes.
    const done = await ended(((await t.http.post('/api/exports').set(live.auth).send({ sessionId: live.sessionId, format: 'excel' }).expect(202)).body as ExportSummary).exportId);
    expect(done.status).toBe('success');
    const success: ExportData = { reportUrl: `/api/exports/${done.exportId}/download`, reportStatus: 'success', reportUpdatedAt: done.updatedAt };
    expect(await detail()).toEqual(success);
    expect(await listed()).toEqual(success);
    await t.http.get(success.reportUrl!).set(live.auth).expect(200);

    // The deck's own slide export is no report: exportData stays the Excel's.
    const deckExport = ((await t.http.post('/api/exports/deck').set(live.auth).send({ presentationId: live.id, format: 'slidesPdf' }).expect(202)).body as ExportSummary).exportId;
    const deckExports = async () => (await t.http.get(`/api/exports/deck/${live.id}`).set(live.auth).expect(200)).body as ExportSummary[];
    await waitUntil(async () => (await deckExports()).some((row) => row.exportId === deckExport && row.status === 'success'));
    await t.caughtUp();
    expect(await detail()).toEqual(success);

    // The next one is held at its file (the storage answers only when the test lets it), then refused by the storage.
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const put = jest.spyOn(storage, 'put').mockImplementationOnce(async () => {
      await held;
      throw new Error('Disk full.');
    });
    const asked = (await t.http.post('/api/exports').set(live.auth).send({ sessionId: live.sessionId, format: 'excel' }).expect(202)).body as ExportSummary;
    await t.caughtUp();
    // While it is written, the latest export is processing, since it was asked for.
    const processing: ExportData = { reportUrl: null, reportStatus: 'processing', reportUpdatedAt: asked.requestedAt };
    expect(await detail()).toEqual(processing);
    expect(await listed()).toEqual(processing);
    release();
    const failed = await ended(asked.exportId);
    put.mockRestore();
    // Then the failure, with no address.
    expect(failed.status).toBe('failed');
    const failure: ExportData = { reportUrl: null, reportStatus: 'failed', reportUpdatedAt: failed.updatedAt };
    expect(await detail()).toEqual(failure);
    expect(await listed()).toEqual(failure);
    expect(failed.updatedAt >= done.updatedAt).toBe(true);

    // Rebuilt from the log, the exports read model gives the same exportData (the runner stops: this suite's last step).
    const { readStore, eventStore } = t.storage;
    const runner = t.app.get(ProjectionRunner);
    // Live equals a fold of the whole log, document for document, before the rebuild too.
    const stored = await readStore.find(runner.collectionOf(exportsProjection.name));
    expect(new Map(stored.map((document) => [document.id, document]))).toEqual(replayInMemory(exportsProjection, await eventStore.readAll(0, 1_000_000)));
    await runner.stop();
    const collection = versionedCollection(exportsProjection.name, exportsProjection.version);
    await readStore.dropCollection(collection);
    await readStore.deleteCheckpoint(collection);
    expect(await detail()).toBeNull();
    const rebuilt = await rebuildProjection(eventStore, readStore, exportsProjection as never);
    expect(rebuilt.position).toBe(await eventStore.headPosition());
    expect(await detail()).toEqual(failure);
    expect(await listed()).toEqual(failure);
  });
});
