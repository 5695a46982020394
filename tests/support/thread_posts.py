"""A forum thread's posts, written for the extraction tests that read threads: three posters and what each
says, in the shape of a car-repair forum's question and its answers."""

from __future__ import annotations

# (poster's name, the post's words)
POSTS = [
    (
        "marta_k",
        "My 2012 hatchback makes a clicking noise from the front left wheel when I turn sharply at low speed. "
        "It goes away when driving straight, and I replaced the wheel bearing last year. Any ideas before I "
        "take it to the garage?",
    ),
    (
        "oldwrench",
        "That is almost always a worn outer CV joint. Check the rubber boot for a split and grease thrown "
        "around the inside of the wheel arch; if the boot has torn, the joint has run dry and will keep "
        "clicking until it is replaced.",
    ),
    (
        "deanp",
        "Agree with the CV joint. Mine did exactly the same and the boot had split along a fold; a new "
        "driveshaft was cheaper than the joint on its own, and the click was gone the same afternoon.",
    ),
]
