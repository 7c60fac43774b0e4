W = "Weights"
CATEGORIES = [
    ("Pups", ["Bodhi", "Kelp", "Marlin", "Pebble", "Skipper"]),
    ("Rescuers", ["Greta", "Hamish", "Ingrid", "Jovan", "Keiko"]),
    ("Beaches", ["Driftwood Cove", "Gull Point", "Otter Creek", "Seal Rock", "Tern Bay"]),
    ("Weights", ["8 lbs", "10 lbs", "12 lbs", "14 lbs", "16 lbs"], [8, 10, 12, 14, 16]),
]
SOLUTION = [
    ["Bodhi", "Jovan", "Tern Bay", "12 lbs"],
    ["Kelp", "Greta", "Seal Rock", "16 lbs"],
    ["Marlin", "Keiko", "Driftwood Cove", "8 lbs"],
    ["Pebble", "Hamish", "Gull Point", "14 lbs"],
    ["Skipper", "Ingrid", "Otter Creek", "10 lbs"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The pup found at Seal Rock weighed 4 lbs more than Bodhi.", lambda s: s.n(W, "Seal Rock") == s.n(W, "Bodhi") + 4),
    ("Hamish's pup, which wasn't found at Tern Bay, weighed 6 lbs more than Marlin.",
     lambda s: not s.same("Hamish", "Tern Bay") and s.n(W, "Hamish") == s.n(W, "Marlin") + 6),
    ("Of Skipper and the pup rescued by Keiko, one was found at Otter Creek and the other was the lightest.",
     lambda s: s.e("Skipper") != s.e("Keiko") and (
         (s.same("Skipper", "Otter Creek") and s.n(W, "Keiko") == 8) or
         (s.same("Keiko", "Otter Creek") and s.n(W, "Skipper") == 8))),
    ("Neither Greta nor Jovan found the pup at Gull Point.", lambda s: not s.same("Greta", "Gull Point") and not s.same("Jovan", "Gull Point")),
    ("The pup from Driftwood Cove weighed somewhat less than Ingrid's pup.", lambda s: s.n(W, "Driftwood Cove") < s.n(W, "Ingrid")),
    ("Kelp was the heaviest pup, but it wasn't rescued by Jovan.", lambda s: s.n(W, "Kelp") == 16 and not s.same("Kelp", "Jovan")),
    ("Either Jovan or Ingrid rescued the pup that weighed 12 lbs.", lambda s: s.same("Jovan", "12 lbs") != s.same("Ingrid", "12 lbs")),
    ("The five pups are Pebble, Greta's pup, the one found at Tern Bay, the one that weighed 10 lbs and the one from Driftwood Cove.",
     lambda s: diff(s, "Pebble", "Greta", "Tern Bay", "10 lbs", "Driftwood Cove")),
    ("The Otter Creek pup didn't weigh 4 lbs less than Bodhi.", lambda s: s.n(W, "Otter Creek") != s.n(W, "Bodhi") - 4),
    ("Ingrid's pup weighed 2 lbs less than Jovan's.", lambda s: s.n(W, "Ingrid") == s.n(W, "Jovan") - 2),
]
NUM = None
DOT = False
INTRO = ["Five orphaned sea otter pups were brought to the rescue center this spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
