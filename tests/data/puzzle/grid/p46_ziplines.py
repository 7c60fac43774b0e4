L = "Lengths"
Y = "Years"
CATEGORIES = [
    ("Ziplines", ["Falcon", "Heron", "Merlin", "Osprey", "Swallow"]),
    ("Lengths", ["350 feet", "500 feet", "650 feet", "800 feet", "950 feet"], [350, 500, 650, 800, 950]),
    ("Years", ["2014", "2016", "2017", "2019", "2022"], [2014, 2016, 2017, 2019, 2022]),
    ("Guides", ["Abbott", "Jin", "Marisol", "Roxanne", "Tevita"]),
]
SOLUTION = [
    ["Falcon", "800 feet", "2017", "Marisol"],
    ["Heron", "350 feet", "2022", "Tevita"],
    ["Merlin", "950 feet", "2014", "Jin"],
    ["Osprey", "500 feet", "2019", "Roxanne"],
    ["Swallow", "650 feet", "2016", "Abbott"],
]
CLUES = [
    ("The Falcon is 150 feet longer than the line Abbott runs.", lambda s: s.n(L, "Falcon") == s.n(L, "Abbott") + 150),
    ("The zipline that opened in 2022 is the shortest.", lambda s: s.n(L, "2022") == 350),
    ("Jin's zipline opened 5 years before Roxanne's.", lambda s: s.n(Y, "Jin") == s.n(Y, "Roxanne") - 5),
    ("The Merlin is the longest line in the park.", lambda s: s.n(L, "Merlin") == 950),
    ("Of the Osprey and Marisol's line, one is 500 feet long and the other opened in 2017.",
     lambda s: not s.same("Osprey", "Marisol") and (
         (s.same("Osprey", "500 feet") and s.same("Marisol", "2017")) or
         (s.same("Marisol", "500 feet") and s.same("Osprey", "2017")))),
    ("The Swallow is older than the Falcon.", lambda s: s.n(Y, "Swallow") < s.n(Y, "Falcon")),
    ("Tevita doesn't run the Merlin.", lambda s: not s.same("Tevita", "Merlin")),
    ("The 650-foot line opened 2 years after the Merlin.", lambda s: s.n(Y, "650 feet") == s.n(Y, "Merlin") + 2),
]
CLUES.append(("The line that opened in 2019 is shorter than the one Abbott runs.", lambda s: s.n(L, "2019") < s.n(L, "Abbott")))
NUM = "."
INTRO = ["A canopy adventure park has five ziplines, each named after a bird. Each is a different length, opened in a different year and is run by a different guide."]
REMARKS = INTRO
