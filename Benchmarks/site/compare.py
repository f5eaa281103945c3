#!/usr/bin/env python3
"""Times site builds side by side: the commands run in turn (A, B, C, A, B,
C, ...) so that load on the machine falls on all of them alike, and each
one's median, fastest run and peak memory (the largest resident set of any
run, from wait4) are printed as a Markdown table.

Usage: compare.py RUNS NAME=COMMAND [NAME=COMMAND ...]
Each COMMAND runs through the shell; one warm-up round comes first."""
import os
import shlex
import statistics
import subprocess
import sys
import time


def run(command):
    start = time.perf_counter()
    process = subprocess.Popen(["sh", "-c", command], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    error = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {command}\n{error}")
    return elapsed, usage.ru_maxrss  # kilobytes on Linux


def main():
    runs = int(sys.argv[1])
    commands = [argument.split("=", 1) for argument in sys.argv[2:]]
    times = {name: [] for name, _ in commands}
    memory = {name: 0 for name, _ in commands}
    for round_number in range(runs + 1):
        for name, command in commands:
            elapsed, peak = run(command)
            if round_number == 0:
                continue  # warm-up
            times[name].append(elapsed)
            memory[name] = max(memory[name], peak)
    baseline = statistics.median(times[commands[0][0]])
    print(f"| command | median | fastest | peak memory | {commands[0][0]} ÷ this |")
    print("|---|---:|---:|---:|---:|")
    for name, _ in commands:
        median = statistics.median(times[name])
        print(f"| {name} | {median:.3f} s | {min(times[name]):.3f} s | "
              f"{memory[name] / 1024:.0f} MB | {baseline / median:.2f} |")


if __name__ == "__main__":
    main()
