#!/usr/bin/env python3
"""Times site builds side by side: the commands run in turn (A, B, C, A, B,
C, ...) so that load on the machine falls on all of them alike, and each
one's median, fastest run and peak memory (the largest resident set of any
run, from wait4) are printed as a Markdown table, with the size of what it
wrote when told where that is.

Usage: compare.py RUNS [--output NAME=FOLDER] [--search NAME=PATH ...]
                  NAME=COMMAND [NAME=COMMAND ...]
Each COMMAND runs through the shell; one warm-up round comes first.
--output gives the folder a command writes its site to; --search gives the
paths, separated by spaces, of the part of that site to report on its own
(for coldocs, its search files). Sizes are disk usage as du counts it (files
hard-linked twice counted once), measured after the last round."""
import os
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


def disk_usage(paths):
    """Megabytes that du reports for the paths together; None without paths."""
    if not paths:
        return None
    result = subprocess.run(["du", "-skc", *paths], capture_output=True, text=True, check=True)
    return int(result.stdout.splitlines()[-1].split()[0]) / 1024


def megabytes(value):
    return "–" if value is None else f"{value:,.1f} MB"


def main():
    arguments = sys.argv[1:]
    runs = int(arguments.pop(0))
    outputs, searches, commands = {}, {}, []
    while arguments:
        argument = arguments.pop(0)
        if argument in ("--output", "--search"):
            name, paths = arguments.pop(0).split("=", 1)
            (outputs if argument == "--output" else searches)[name] = paths.split()
        else:
            commands.append(argument.split("=", 1))
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
    print(f"| command | median | fastest | peak memory | output | of which search | "
          f"{commands[0][0]} ÷ this |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, _ in commands:
        median = statistics.median(times[name])
        print(f"| {name} | {median:.3f} s | {min(times[name]):.3f} s | "
              f"{memory[name] / 1024:,.0f} MB | {megabytes(disk_usage(outputs.get(name)))} | "
              f"{megabytes(disk_usage(searches.get(name)))} | {baseline / median:.2f} |")


if __name__ == "__main__":
    main()
