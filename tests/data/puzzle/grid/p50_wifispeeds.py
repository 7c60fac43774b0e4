S = "Speeds"
CATEGORIES = [
    ("Friends", ["Farid", "Gemma", "Hollis", "Ivy"]),
    ("Providers", ["Beamline", "Fibrenet", "Skylink", "Zoomcast"]),
    ("Speeds", ["50 Mbps", "100 Mbps", "150 Mbps", "200 Mbps"], [50, 100, 150, 200]),
]
SOLUTION = [
    ["Farid", "Skylink", "100 Mbps"],
    ["Gemma", "Zoomcast", "200 Mbps"],
    ["Hollis", "Beamline", "50 Mbps"],
    ["Ivy", "Fibrenet", "150 Mbps"],
]
CLUES = [
    ("Gemma's connection is twice as fast as Farid's.", lambda s: s.n(S, "Gemma") == 2 * s.n(S, "Farid")),
    ("The Fibrenet customer gets 50 Mbps more than the Skylink customer.",
     lambda s: s.n(S, "Fibrenet") == s.n(S, "Skylink") + 50),
    ("Hollis uses neither Zoomcast nor Fibrenet.",
     lambda s: not s.same("Hollis", "Zoomcast") and not s.same("Hollis", "Fibrenet")),
    ("Beamline is the slowest.", lambda s: s.n(S, "Beamline") == 50),
    ("Zoomcast is faster than Skylink.", lambda s: s.n(S, "Zoomcast") > s.n(S, "Skylink")),
]
QUESTIONS = [("What speed does Ivy get?", lambda s: s.v("Speeds", "Ivy"))]
NUM = None
INTRO = ["Broadband Speeds: four friends ran a speed test at home. Each uses a different provider and got a different download speed."]
OUTRO = []
REMARKS = INTRO + OUTRO
