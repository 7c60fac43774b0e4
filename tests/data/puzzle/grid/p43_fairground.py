K = "Tickets"
CATEGORIES = [
    ("Cousins", ["Bobby", "Jenny", "Pete", "Sally"]),
    ("Rides", ["bumper cars", "carousel", "Ferris wheel", "Tilt-A-Whirl"]),
    ("Tickets", ["3 tickets", "4 tickets", "5 tickets", "6 tickets"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Bobby", "Ferris wheel", "5 tickets"],
    ["Jenny", "carousel", "3 tickets"],
    ["Pete", "Tilt-A-Whirl", "6 tickets"],
    ["Sally", "bumper cars", "4 tickets"],
]
CLUES = [
    ("Pete's ride cost twice as many tickets as Jenny's.", lambda s: s.n(K, "Pete") == 2 * s.n(K, "Jenny")),
    ("The Ferris wheel cost one ticket more than Sally's ride.", lambda s: s.n(K, "Ferris wheel") == s.n(K, "Sally") + 1),
    ("Jenny didn't ride the bumper cars.", lambda s: not s.same("Jenny", "bumper cars")),
    ("Bobby's ride cost more than Sally's, and the carousel was the cheapest ride.", lambda s: s.n(K, "Bobby") > s.n(K, "Sally") and s.n(K, "carousel") == 3),
    ("Sally didn't go on the Tilt-A-Whirl.", lambda s: not s.same("Sally", "Tilt-A-Whirl")),
]
QUESTIONS = [("Which ride did Pete choose?", lambda s: s.v("Rides", "Pete"))]
NUM = "."
DOT = False
INTRO = ["At the county fair, four cousins were each allowed one last ride before going home, and each ride cost a different number of tickets. "
         "Which ride did each cousin pick, and how many tickets did it cost?"]
OUTRO = []
REMARKS = INTRO + OUTRO
