"""The bytecode counter the benchmarks' child processes run (``--opcodes``): source text,
pasted into a child script, since the child runs under another checkout's ``tcgsim`` and
imports nothing from this folder. It defines ``opcodes`` (a one-item count), ``traced`` (the
function to hand to ``sys.settrace``) and ``count``."""

OPCODE_COUNTER = r'''
opcodes = [0]


def traced(frame, event, arg):  # count the bytecode each function runs
    frame.f_trace_opcodes = True
    frame.f_trace_lines = False
    return count


def count(frame, event, arg):
    if event == "opcode":
        opcodes[0] += 1
    return count
'''
