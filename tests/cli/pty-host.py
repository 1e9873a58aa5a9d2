"""
A terminal that can be taken away: runs a command on a real pseudo-terminal and closes the
pty's master side on request, as sshd or tmux do when the connection or session goes away.

    python3 pty-host.py [--split] [--no-ctty] -- COMMAND ARGS...

The command's output is copied to this process's stdout. Control lines on stdin:
    type <json string>   keys typed into the terminal
    close                close every master side (the whole terminal is gone)
    close-output         close only the output pty's master (with --split)
Reports on stderr: `pid N` once the command runs, `exit CODE` when it ends (negative: the
signal that killed it). --split puts stdout and stderr on a second pty, so output can break
while input stays alive; --no-ctty keeps the pty from being the controlling terminal, so
closing it sends no SIGHUP (only EIO on reads and writes tells the program).

util-linux `script` cannot do either, and Node has no pty without a native module.
"""

import fcntl
import json
import os
import pty
import select
import struct
import sys
import termios

args = sys.argv[1:]
split = "--split" in args
ctty = "--no-ctty" not in args
command = args[args.index("--") + 1 :]


def open_pty():
    master, slave = pty.openpty()
    # 40 rows, 120 columns, as the other pty tests use.
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    return master, slave


in_master, in_slave = open_pty()
out_master, out_slave = open_pty() if split else (in_master, in_slave)

pid = os.fork()
if pid == 0:
    os.setsid()
    if ctty:
        fcntl.ioctl(in_slave, termios.TIOCSCTTY, 0)
    os.dup2(in_slave, 0)
    os.dup2(out_slave, 1)
    os.dup2(out_slave, 2)
    for fd in {in_master, in_slave, out_master, out_slave}:
        if fd > 2:
            os.close(fd)
    os.execvp(command[0], command)

for fd in {in_slave, out_slave}:
    os.close(fd)
sys.stderr.write(f"pid {pid}\n")
sys.stderr.flush()

masters = {in_master, out_master}
control = sys.stdin.buffer
pending = b""


def close(fds):
    for fd in fds:
        if fd in masters:
            masters.discard(fd)
            os.close(fd)


while True:
    done, status = os.waitpid(pid, os.WNOHANG)
    if done:
        sys.stderr.write(f"exit {os.waitstatus_to_exitcode(status)}\n")
        sys.stderr.flush()
        break
    watched = [*masters, control] if control else [*masters]
    readable, _, _ = select.select(watched, [], [], 0.02)
    for fd in readable:
        if fd is control:
            chunk = os.read(control.fileno(), 4096)
            if not chunk:  # the test went away: take the terminal with it
                close(set(masters))
                control = None
                continue
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                word, _, rest = line.decode().partition(" ")
                if word == "type" and in_master in masters:
                    os.write(in_master, json.loads(rest).encode())
                elif word == "close":
                    close(set(masters))
                elif word == "close-output":
                    close({out_master} - {in_master})
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            data = b""
        if data:
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        else:
            masters.discard(fd)
