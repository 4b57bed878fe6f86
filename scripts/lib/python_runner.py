"""Runs the content's Python samples for scripts/lib/pythonRunner.mjs, each as `python3 -` would run it.

Importing Matplotlib, OpenCV and scikit-learn takes about a second of CPU each, and a sample's own work is
often less: so this process imports the modules the samples import once (the names given as arguments),
then runs each sample in a child forked from it, which starts with those modules loaded and nothing else
of any other sample. Only packages are imported ahead, not the standard library's modules: they are quick
to import, and some print when imported (`this`). Reads one request a line on stdin, {"code", "cwd",
"stdout", "stderr"}; the child runs the code in `cwd` with fd 0 on /dev/null and fds 1 and 2 on the two
files. Writes {"pid": n} to fd 3 when the child starts, then {"status": n} when it ends (negative: the
signal that ended it), one line each.
"""

import atexit
import builtins
import importlib
import json
import os
import sys
import threading
import traceback
import types


def preload(names):
    for name in names:
        if name.split(".")[0] in sys.stdlib_module_names:
            continue
        try:
            importlib.import_module(name)
        except BaseException:  # noqa: BLE001 - a sample that imports it fails on its own, with its own traceback
            pass


def redirect(fd, path, flags):
    opened = os.open(path, flags, 0o600)
    os.dup2(opened, fd)
    os.close(opened)


def run_child(request):
    """Runs one sample as the main module of a fresh `python3 -`, then ends the child with its exit status."""
    os.chdir(request["cwd"])
    redirect(0, os.devnull, os.O_RDONLY)
    redirect(1, request["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    redirect(2, request["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    # The parent's stdin object may hold read-ahead of later requests: the sample gets an empty stdin, as `python3 -` at EOF.
    sys.stdin = open(os.devnull, encoding="utf-8")
    sys.argv = ["-"]
    sys.path[0] = ""  # `python3 -` looks for modules in the working folder first, not beside a script
    main = types.ModuleType("__main__")
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    status = 0
    try:
        exec(compile(request["code"], "<stdin>", "exec"), main.__dict__)
    except SystemExit as exit_:
        if exit_.code is None:
            status = 0
        elif isinstance(exit_.code, int):
            status = exit_.code
        else:
            print(exit_.code, file=sys.stderr)
            status = 1
    except BaseException:  # noqa: BLE001 - reported as the interpreter reports an uncaught exception
        kind, value, trace = sys.exc_info()
        traceback.print_exception(kind, value, trace.tb_next)  # the traceback starts in the sample, not here
        status = 1
    try:
        # The interpreter's own exit, in its order: wait for the sample's threads, which runs the hooks that stop
        # pools such as joblib's, then the atexit functions, which join their processes. multiprocessing's children
        # end the same way (https://github.com/python/cpython/blob/3.11/Lib/multiprocessing/process.py#L333).
        threading._shutdown()
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(status & 0xFF)


def serve():
    replies = os.fdopen(3, "w", encoding="utf-8")
    preload(sys.argv[1:])
    for line in sys.stdin:
        request = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            replies.close()
            run_child(request)
        print(json.dumps({"pid": pid}), file=replies, flush=True)
        _, status = os.waitpid(pid, 0)
        print(json.dumps({"status": os.waitstatus_to_exitcode(status)}), file=replies, flush=True)


if __name__ == "__main__":
    serve()
