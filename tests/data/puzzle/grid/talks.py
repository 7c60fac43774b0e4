D = "Day"
CATEGORIES = [
    ("Day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    ("Speakers", ["Ravi", "Sela", "Tomas", "Uma", "Vera"]),
    ("Topics", ["bees", "comets", "fungi", "glaciers", "volcanoes"]),
]
CLUES = [
    ("The talk on glaciers was the day after Uma's.", lambda s: s.n(D, "glaciers") == s.n(D, "Uma") + 1),
    ("Sela spoke two days after Ravi.", lambda s: s.n(D, "Sela") == s.n(D, "Ravi") + 2),
    ("Vera talked about neither fungi nor comets.",
     lambda s: not s.same("Vera", "fungi") and not s.same("Vera", "comets")),
    ("The volcano talk was the day before the comet talk.", lambda s: s.n(D, "volcanoes") == s.n(D, "comets") - 1),
    ("Uma spoke earlier than everyone else.", lambda s: s.n(D, "Uma") == 1),
    ("Sela's talk was the day after the bee talk.", lambda s: s.n(D, "Sela") == s.n(D, "bees") + 1),
]
