K = "Speeds"
def kn(s, x):
    return s.n(K, x)
CATEGORIES = [
    ("Skippers", ["Annika", "Bjorn", "Ciaran", "Dolores"]),
    ("Yachts", ["Blue Heron", "Kittiwake", "Marigold", "Second Wind"]),
    ("Speeds", ["8 knots", "9.5 knots", "11 knots", "12.5 knots"], [80, 95, 110, 125]),
    ("Home ports", ["Cowes", "Falmouth", "Salcombe", "Weymouth"]),
]
CLUES = [
    ("Marigold was the fastest boat on the water.", lambda s: kn(s, "Marigold") == 125),
    ("Annika's boat averaged 1.5 knots more than Blue Heron.", lambda s: kn(s, "Annika") == kn(s, "Blue Heron") + 15),
    ("The Cowes boat was slower than every other yacht.", lambda s: kn(s, "Cowes") == 80),
    ("Second Wind isn't skippered by Ciaran or Dolores.",
     lambda s: not s.same("Second Wind", "Ciaran") and not s.same("Second Wind", "Dolores")),
    ("The Weymouth yacht was 3 knots faster than Dolores's boat.", lambda s: kn(s, "Weymouth") == kn(s, "Dolores") + 30),
    ("Kittiwake doesn't sail out of Salcombe.", lambda s: not s.same("Kittiwake", "Salcombe")),
    ("Dolores's boat was faster than Bjorn's.", lambda s: kn(s, "Dolores") > kn(s, "Bjorn")),
    ("Ciaran's boat averaged 4.5 knots more than Bjorn's.", lambda s: kn(s, "Ciaran") == kn(s, "Bjorn") + 45),
    ("Bjorn wasn't at the helm of Kittiwake.", lambda s: not s.same("Bjorn", "Kittiwake")),
]
REMARKS = ["Wind and tide were kind to the four yachts in the Round-the-Headland race. The organisers logged each boat's average speed over the course, and no two boats averaged the same."]
QUESTIONS = [("Who skippered Marigold?", lambda s: s.v("Skippers", "Marigold"))]
