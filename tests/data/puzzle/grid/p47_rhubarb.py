W = "Weights"
CATEGORIES = [
    ("Plotholders", ["Mr Abbott", "Mrs Bryce", "Mr Coombes", "Miss Dyer", "Mrs Ellery"]),
    ("Varieties", ["Champagne", "Raspberry Red", "Stockbridge Arrow", "Timperley Early", "Victoria"]),
    ("Weights", ["2.5 kg", "3 kg", "3.5 kg", "4 kg", "4.5 kg"], [25, 30, 35, 40, 45]),
]
SOLUTION = [
    ["Mr Abbott", "Victoria", "3.5 kg"],
    ["Mrs Bryce", "Timperley Early", "4.5 kg"],
    ["Mr Coombes", "Champagne", "2.5 kg"],
    ["Miss Dyer", "Raspberry Red", "4 kg"],
    ["Mrs Ellery", "Stockbridge Arrow", "3 kg"],
]
CLUES = [
    ("Mrs Bryce pulled the heaviest bundle.", lambda s: s.n(W, "Mrs Bryce") == 45),
    ("The Champagne weighed a kilo less than Mr Abbott's rhubarb.", lambda s: s.n(W, "Champagne") == s.n(W, "Mr Abbott") - 10),
    ("Miss Dyer's bundle was half a kilo heavier than the Victoria.", lambda s: s.n(W, "Miss Dyer") == s.n(W, "Victoria") + 5),
    ("Miss Dyer doesn't grow Timperley Early.", lambda s: not s.same("Miss Dyer", "Timperley Early")),
    ("Neither Mrs Ellery nor Mr Abbott grows Raspberry Red.",
     lambda s: not s.same("Mrs Ellery", "Raspberry Red") and not s.same("Mr Abbott", "Raspberry Red")),
    ("The Stockbridge Arrow was lighter than the Timperley Early but heavier than the Champagne.",
     lambda s: s.n(W, "Champagne") < s.n(W, "Stockbridge Arrow") < s.n(W, "Timperley Early")),
    ("Mr Coombes doesn't grow Stockbridge Arrow.", lambda s: not s.same("Mr Coombes", "Stockbridge Arrow")),
    ("Mrs Ellery's bundle weighed exactly half a kilo more than Mr Coombes's.", lambda s: s.n(W, "Mrs Ellery") == s.n(W, "Mr Coombes") + 5),
]
QUESTIONS = [("Which variety does Mrs Ellery grow?", lambda s: s.v("Varieties", "Mrs Ellery"))]
NUM = "."
INTRO = ["The Hollow Lane Allotment Society held its first rhubarb weigh-in of the year in early April.",
         "Five plotholders each brought a bundle of forced stems of a different variety, and no two bundles weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
