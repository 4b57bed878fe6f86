import { dataFiles, SIDEBARS_SOURCE, type DataFileNode } from './dataFiles';

describe('the data files the site is built from', () => {
  const file = (sourceInstanceName: string, relativePath: string) =>
    ({
      sourceInstanceName,
      relativePath,
      relativeDirectory: relativePath.includes('/') ? relativePath.slice(0, relativePath.lastIndexOf('/')) : '',
      name: relativePath.replace(/^.*\//, '').replace(/\.[^.]+$/, ''),
      extension: relativePath.replace(/^.*\./, ''),
    }) as unknown as DataFileNode;

  it('are the categories, authors and tags files, and the sidebars file: an edit of any builds the site again', () => {
    const files = [
      file('docs', 'opencv/_category_.json'),
      file('docs', 'opencv/notes.json'),
      file('blog', 'authors.yml'),
      file('blog', 'archive/authors.yml'),
      file(SIDEBARS_SOURCE, 'sidebars.js'),
    ];
    expect(dataFiles(files).map((f) => `${f.sourceInstanceName}/${f.relativePath}`)).toEqual([
      'docs/opencv/_category_.json',
      'blog/authors.yml',
      'sidebars/sidebars.js',
    ]);
  });
});
