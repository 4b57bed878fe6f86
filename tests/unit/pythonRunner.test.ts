/**
 * The runner of the content's samples (scripts/lib/pythonRunner.mjs, scripts/lib/python_runner.py): each sample
 * forked from one Python that has imported the samples' packages, and run as `python3 -` would run it.
 */
import { importedModules, pythonRunner, type PythonRunner } from '../../scripts/lib/pythonRunner.mjs';

const python = process.env.SAMPLES_PYTHON ?? '/usr/bin/python3';

describe('importedModules', () => {
  it('names the modules of import and from lines, not relative imports', () => {
    const code = 'import numpy as np, os\nfrom sklearn.linear_model import LinearRegression\n    import cv2\nfrom .local import x\nprint("import nothing")\n';
    expect(importedModules(code)).toEqual(['numpy', 'os', 'sklearn.linear_model', 'cv2']);
  });
});

describe('pythonRunner', () => {
  let runner: PythonRunner;
  beforeAll(() => {
    // `this` prints when imported: as a module of the standard library it is not imported ahead, and prints in the sample.
    runner = pythonRunner({ python, env: { ...process.env, PYTHONHASHSEED: '0' }, preload: ['json', 'this', 'no_such_package'], timeoutMs: 5_000 });
  });
  afterAll(() => runner.close());

  it('runs a sample as the main module of `python3 -`, with its output and exit status', async () => {
    const run = await runner.run('import sys\nprint(__name__, sys.argv, repr(sys.path[0]))\nprint("to stderr", file=sys.stderr)\nsys.exit(3)');
    expect(run).toEqual({ status: 3, stdout: "__main__ ['-'] ''\n", stderr: 'to stderr\n', timedOut: false });
  });

  it('reports an uncaught exception as the interpreter does, its traceback starting in the sample', async () => {
    const run = await runner.run('def f():\n    raise ValueError("boom")\nf()\n');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Traceback (most recent call last):\n  File "<stdin>", line 3, in <module>\n  File "<stdin>", line 2, in f\nValueError: boom\n');
  });

  it('gives each sample a folder of its own, an empty stdin and none of another sample’s state', async () => {
    const first = await runner.run('import json\njson.left_by_a_sample = 1\nopen("out.txt", "w").write("x")\nprint(sorted(__import__("os").listdir(".")))');
    const second = await runner.run('import json, os, sys\nprint(hasattr(json, "left_by_a_sample"), os.listdir("."), repr(sys.stdin.read()))');
    expect(first.stdout).toBe("['out.txt']\n");
    expect(second.stdout).toBe("False [] ''\n");
  });

  it('lets a sample print what a module prints when imported', async () => {
    expect((await runner.run('import this')).stdout).toMatch(/^The Zen of Python, by Tim Peters/);
  });

  it('stops a sample that runs past its time, and runs the next', async () => {
    const [slow, next] = await Promise.all([runner.run('import time\ntime.sleep(60)'), runner.run('print("next")')]);
    expect(slow).toMatchObject({ status: null, timedOut: true });
    expect(next).toEqual({ status: 0, stdout: 'next\n', stderr: '', timedOut: false });
  }, 20_000);
});
