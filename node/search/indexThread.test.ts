import { buildRecords } from '../../src/lib/search/records';
import { decodeRecords, assertRecords } from '../../src/lib/search/indexReader';
import { recordsPath } from '../../src/lib/search/indexFormat';
import { searchPage } from '../../tests/support/searchEngine';
import { searchIndexFiles } from './indexFiles';
import { searchIndexOnThread } from './indexThread';

const records = [
  searchPage('/docs/docker', 'Docker', ['Docker packages applications into images.', 'A volume keeps data after the container is removed.']),
  searchPage('/docs/git', 'Git', ['Rebasing rewrites history; merging keeps it.']),
].flatMap(buildRecords);

describe('the search index made on its thread', () => {
  it('is the index made in the process: the same files, in the same content-hashed folder', async () => {
    const onThread = await searchIndexOnThread(records, process.cwd());
    const here = searchIndexFiles(records);
    expect(onThread.url).toMatch(/^\/search\/[0-9a-f]{16}\/$/);
    expect(onThread.url).toBe(here.url);
    expect([...onThread.files]).toEqual([...here.files]);
    const file: unknown = JSON.parse(onThread.files.get(recordsPath(0, 0))!);
    assertRecords(file, recordsPath(0, 0));
    expect(decodeRecords(file).map((r) => r.url)).toContain(records[0].url);
  });

  it('names another folder for other records', async () => {
    const other = await searchIndexOnThread(records.slice(1), process.cwd());
    expect(other.url).not.toBe(searchIndexFiles(records).url);
  });

  it('fails with what stopped it when the records cannot be indexed', async () => {
    await expect(searchIndexOnThread([{ ...records[0], hierarchy: null } as never], process.cwd())).rejects.toThrow(/^Making the search index failed: /);
  });
});
