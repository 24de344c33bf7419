"""What a screen reader finds: every named node of the applications on the accessibility bus, as "role: name",
once a node's line holds the text in WAIT_FOR (if given) and their count has stopped growing, or when the
seconds given run out."""
import os
import sys
import time

import pyatspi


def named(node, depth, out):
    if node is None or depth > 40:
        return
    try:
        name, role = node.name, node.getRoleName()
        children = node.childCount
    except Exception:
        return
    if name:
        out.append(f"{role}: {name}")
    for index in range(children):
        try:
            named(node.getChildAtIndex(index), depth + 1, out)
        except Exception:
            pass


def read_desktop():
    desktop = pyatspi.Registry.getDesktop(0)
    out = []
    for index in range(desktop.childCount):
        named(desktop.getChildAtIndex(index), 0, out)
    return out


deadline = time.time() + float(sys.argv[1])
awaited = os.environ.get("WAIT_FOR", "")
found, steady = [], 0
while time.time() < deadline and steady < 3:
    time.sleep(1)
    now = read_desktop()
    there = any(awaited in line for line in now)
    steady = steady + 1 if there and len(now) == len(found) and len(now) > 1 else 0
    found = now
print("\n".join(found))
