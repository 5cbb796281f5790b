#!/usr/bin/env python3
"""Every documented command runs, every documented path and test class exists.

Reads README.md, CHANGELOG.md and docs/**/*.md (or the files given) and
  1. runs each command of each fenced ```sh block, in order, in a scratch copy of the project
     (the files git tracks, plus the jars already built in cli/target and client/target, so
     ./adjutant does not compile again), and checks its exit code and the output the docs show;
  2. checks that every relative link (and its #anchor) and every repository path written in
     backticks exists (a placeholder segment — <game>, *, …, ..., ID — ends what is checked), and that every class named like a test (…Test, …Probe, …Benchmark) has its
     source file.

The convention (for the people who write the docs):
  ```sh                   a runnable block: each line is a command (a line ending in \\ goes on),
                          run by bash from the project's root, in the order of the page;
                          # lines are comments. A command succeeds with exit 0, unless its own
                          trailing comment begins with "exit N": `./adjutant check bad  # exit 2`.
  ```text output          right after a runnable block (blank lines between are fine): lines that
                          must appear in the block's output (stdout and stderr of its commands), in
                          this order, each as the whole of an output line once trailing spaces are
                          cut; "…" inside a line stands for any text, a line of only "…" for any lines.
  <!-- no-ci: REASON -->  on the line before a ```sh block: shown to readers as runnable, not run
                          by CI; the reason is required (e.g. "runs until Ctrl+C", "placeholders").
Blocks fenced as anything else (```, ```text without "output", ```yaml) are neither run nor compared.
A command that .ci/run runs itself (mvn -B verify, bash .ci/run) is not run again here.

Usage: python3 .ci/docs-check.py [--no-run] [FILE.md …]     exit 0 when all pass, 1 otherwise.
       python3 .ci/docs-check.py --self-test   the checker on .ci/docs-check-sample.md, which breaks each rule once.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUN_BY_CI_ITSELF = {"mvn -B verify", "bash .ci/run", ".ci/run"}
TIMEOUT_S = 600
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^`]*)$")
NO_CI = re.compile(r"^\s*<!--\s*no-ci\s*:?\s*(.*?)\s*-->\s*$")
EXIT = re.compile(r"#\s*exit\s+(\d+)\b")
LINK = re.compile(r"(?<!!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|!\[[^\]]*\]\(\s*<?([^)\s>]+)>?")
CODE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
CLASS = re.compile(r"\b([A-Z][a-z0-9]+[A-Za-z0-9]*(?:Test|Probe|Benchmark))\b")


class Block:
    def __init__(self, file, line, info, lines, no_ci):
        self.file, self.line, self.lines, self.no_ci = file, line, lines, no_ci
        self.lang, self.words = (info.split() or [""])[0], info.split()[1:]
        self.expected = None  # the lines of a ```text output block that follows


def parse(path):
    """The fenced blocks of a Markdown file, and its prose lines (outside fences) with their numbers."""
    text = path.read_text(encoding="utf-8").splitlines()
    blocks, prose = [], []
    i = 0
    while i < len(text):
        m = FENCE.match(text[i])
        if not m:
            prose.append((i + 1, text[i]))
            i += 1
            continue
        fence, info = m.group(2), m.group(3).strip()
        start = i
        body = []
        i += 1
        while i < len(text) and not text[i].strip().startswith(fence[0] * len(fence)):
            body.append(text[i])
            i += 1
        i += 1
        j = start - 1
        while j >= 0 and not text[j].strip():
            j -= 1
        no_ci = NO_CI.match(text[j]).group(1) if j >= 0 and NO_CI.match(text[j]) else None
        blocks.append(Block(path, start + 1, info, body, no_ci))
    for a, b in zip(blocks, blocks[1:]):
        if a.lang == "sh" and b.lang == "text" and "output" in b.words:
            between = path.read_text(encoding="utf-8").splitlines()[a.line + len(a.lines) + 1: b.line - 1]
            if all(not s.strip() for s in between):
                a.expected = b.lines
    return blocks, prose


def commands(block):
    """The block's commands: continuation lines joined, comment lines dropped."""
    out, cur, first = [], "", None
    for n, line in enumerate(block.lines):
        if not cur and (not line.strip() or line.strip().startswith("#")):
            continue
        if not cur:
            first = block.line + 1 + n
        if line.rstrip().endswith("\\"):
            cur += line.rstrip()[:-1] + " "
            continue
        out.append((first, (cur + line).strip()))
        cur = ""
    if cur:
        out.append((first, cur.strip()))
    return out


def expected_code(cmd):
    # only the command's own trailing comment counts: find a '#' outside quotes
    m = re.search(r"\s#(.*)$", cmd)
    if m:
        e = EXIT.match("#" + m.group(1))
        if e:
            return int(e.group(1))
    return 0


def matches(expected, output):
    """Whether the expected lines appear in order as whole lines of output; returns the first missing."""
    out = [l.rstrip() for l in output.splitlines()]
    pos = 0
    for want in expected:
        want = want.rstrip()
        if want.strip() == "…" or not want.strip():
            continue
        pattern = re.compile("^" + ".*".join(re.escape(p) for p in want.split("…")) + "$")
        while pos < len(out) and not pattern.match(out[pos]):
            pos += 1
        if pos == len(out):
            return want
        pos += 1
    return None


def scratch_copy():
    """The files git tracks, in a new folder, with the jars already built (newer than every source)."""
    work = Path(tempfile.mkdtemp(prefix="adjutant-docs-"))
    proj = work / "project"
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    for f in files:
        if not f:
            continue
        src, dst = ROOT / f.decode(), proj / f.decode()
        if src.is_file():
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)
    now = time.time() + 5
    for jar in ["cli/target/adjutant.jar", "client/target/adjutant-client.jar"]:
        if (ROOT / jar).is_file():
            (proj / jar).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / jar, proj / jar)
            os.utime(proj / jar, (now, now))
    for jsa in ["cli/target/adjutant.jsa", "cli/target/adjutant-build.jsa"]:
        if (ROOT / jsa).is_file():  # class-data archives, newer than their jar, so not made again
            shutil.copy2(ROOT / jsa, proj / jsa)
            os.utime(proj / jsa, (now + 1, now + 1))
    return work, proj


def run_blocks(blocks, failures):
    runnable = [b for b in blocks if b.lang == "sh"]
    if not runnable:
        return
    work, proj = scratch_copy()
    env = dict(os.environ, ADJUTANT_SERVER="off", HOME=str(work / "home"), XDG_DATA_HOME=str(work / "share"),
               XDG_CACHE_HOME=str(work / "cache"), XDG_RUNTIME_DIR=str(work / "run"))
    (work / "run").mkdir(mode=0o700)
    ran = skipped = 0
    try:
        for b in runnable:
            where = f"{b.file.relative_to(ROOT)}:{b.line}"
            if b.no_ci is not None:
                if not b.no_ci:
                    failures.append(f"{where}: <!-- no-ci --> needs its reason: <!-- no-ci: why it cannot run in CI -->")
                print(f"docs-check: {where}: not run ({b.no_ci or 'no reason given'})")
                skipped += 1
                continue
            output = ""
            ok = True
            for line, cmd in commands(b):
                bare = re.sub(r"\s+#.*$", "", cmd).strip()
                if bare in RUN_BY_CI_ITSELF:
                    print(f"docs-check: {b.file.relative_to(ROOT)}:{line}: {bare} — run by .ci/run itself")
                    continue
                want = expected_code(cmd)
                t0 = time.time()
                try:
                    p = subprocess.run(["bash", "-c", cmd], cwd=proj, env=env, capture_output=True, text=True,
                                       timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
                    code, out = p.returncode, p.stdout + p.stderr
                except subprocess.TimeoutExpired as e:
                    code, out = None, (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
                ran += 1
                print(f"docs-check: {b.file.relative_to(ROOT)}:{line}: exit {code} in {time.time() - t0:.1f} s: {cmd[:100]}")
                output += out
                if code != want:
                    tail = "\n    ".join(out.strip().splitlines()[-8:])
                    why = f"timed out after {TIMEOUT_S} s (a command that runs until stopped needs <!-- no-ci: reason -->)" if code is None \
                        else f"exit {code}, expected {want}"
                    failures.append(f"{b.file.relative_to(ROOT)}:{line}: {cmd}\n  {why}; its output ends:\n    {tail}")
                    ok = False
                    break
            if ok and b.expected is not None:
                missing = matches(b.expected, output)
                if missing is not None:
                    failures.append(f"{where}: the output lacks the line the docs show: {missing!r}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"docs-check: {ran} commands run, {skipped} blocks marked no-ci")


def github_anchor(heading):
    text = re.sub(r"`|\*|_(?=\W)|(?<=\W)_|\[|\]\([^)]*\)", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen, out = {}, set()
        in_fence = False
        for line in path.read_text(encoding="utf-8").splitlines():
            if FENCE.match(line):
                in_fence = not in_fence
            m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if m and not in_fence:
                a = github_anchor(m.group(1))
                n = seen.get(a, 0)
                seen[a] = n + 1
                out.add(a if n == 0 else f"{a}-{n}")
        cache[path] = out
    return cache[path]


def check_references(path, prose, failures, tracked, top):
    rel = path.relative_to(ROOT)
    for n, line in prose:
        for m in LINK.finditer(CODE.sub("", line)):
            target = m.group(1) or m.group(2)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue  # http:, https:, mailto:
            file_part, _, anchor = target.partition("#")
            dest = (path.parent / file_part).resolve() if file_part else path
            if file_part and not dest.exists():
                failures.append(f"{rel}:{n}: the link {target} names a file that does not exist")
                continue
            if anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                failures.append(f"{rel}:{n}: the link {target} names no heading of {dest.relative_to(ROOT)}")
        for m in CODE.finditer(line):
            word = m.group(1).strip().rstrip(".,:;")
            if not re.fullmatch(r"[\w.@-]+(/[\w.@*<>{}…-]+)*/?", word) or "/" not in word:
                continue
            first = word.split("/")[0]
            if first not in top or first in ("out", "target") or "target" in word.split("/"):
                continue  # generated files are not in the repository
            parts = []
            for seg in word.rstrip("/").split("/"):
                if re.search(r"[<>*{}…]", seg) or seg == "..." or re.fullmatch(r"[A-Z][A-Z0-9_]+", seg):  # data/<game>, data/ID
                    break  # a placeholder: the part before it must exist
                parts.append(seg)
            p = "/".join(parts)
            if p and p not in tracked:
                failures.append(f"{rel}:{n}: `{word}` names a path that does not exist in the repository")
    text = path.read_text(encoding="utf-8")
    for n, line in enumerate(text.splitlines(), 1):
        for m in CLASS.finditer(line):
            if m.group(1) not in CLASSES:
                failures.append(f"{rel}:{n}: {m.group(1)} names a class that does not exist in the sources")


def tracked_paths():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split("\n")
    paths = set()
    for f in files:
        if not f:
            continue
        parts = f.split("/")
        for i in range(1, len(parts) + 1):
            paths.add("/".join(parts[:i]))
    return paths


SELF_TEST = [  # (line of .ci/docs-check-sample.md, what its failure says)
    (3, "../nothing.md names a file that does not exist"), (3, "#nowhere names no heading"),
    (4, "`engine/src/nothing.java` names a path that does not exist"), (5, "NoSuchProbe names a class that does not exist"),
    (21, "the output lacks the line the docs show: 'not seen'"), (38, "true   # exit 2\n  exit 0, expected 2"),
    (43, "<!-- no-ci --> needs its reason"),
]


def self_test():
    """The checker on a page that breaks each rule once: exactly those failures, each at its line."""
    sample = ROOT / ".ci" / "docs-check-sample.md"
    global CLASSES
    tracked = tracked_paths()
    CLASSES = {Path(p).stem for p in tracked if p.endswith(".java")}
    failures = []
    blocks, prose = parse(sample)
    check_references(sample, prose, failures, tracked, {p for p in tracked if "/" not in p})
    run_blocks(blocks, failures)
    wanted = [f".ci/docs-check-sample.md:{n}: " for n, _ in SELF_TEST]
    ok = len(failures) == len(SELF_TEST) and all(
        f.startswith(w) and what in f for f, w, (_, what) in zip(sorted(failures, key=line_of), wanted, SELF_TEST))
    for f in failures:
        print("docs-check: self-test saw: " + f.splitlines()[0])
    print(f"docs-check: self-test {'passed' if ok else 'FAILED'}: {len(failures)} failures, {len(SELF_TEST)} expected")
    return 0 if ok else 1


def line_of(failure):
    return int(failure.split(":")[1])


def main(argv):
    if "--self-test" in argv:
        return self_test()
    run = "--no-run" not in argv
    names = [a for a in argv if not a.startswith("--")]
    pages = [Path(a).resolve() for a in names] if names else \
        [ROOT / "README.md", ROOT / "CHANGELOG.md"] + sorted((ROOT / "docs").rglob("*.md"))
    tracked = tracked_paths()
    top = {p for p in tracked if "/" not in p}
    global CLASSES
    CLASSES = {Path(p).stem for p in tracked if p.endswith(".java")}
    failures, blocks = [], []
    for page in pages:
        b, prose = parse(page)
        blocks += b
        check_references(page, prose, failures, tracked, top)
    if run:
        run_blocks(blocks, failures)
    for f in failures:
        print("docs-check: FAILED: " + f)
    print(f"docs-check: {len(pages)} pages, {sum(1 for b in blocks if b.lang == 'sh')} runnable blocks, {len(failures)} problems")
    return 1 if failures else 0


CLASSES = set()
if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
