Y = "Left"
CATEGORIES = [
    ("First names", ["Geoffrey", "Hugh", "Nigel", "Roger", "Simon"]),
    ("Surnames", ["Carstairs", "Fotheringham", "Lockhart", "Pennington", "Waddell"]),
    ("Houses", ["Drake", "Marlborough", "Nelson", "Raleigh", "Wellington"]),
    ("Professions", ["barrister", "dentist", "farmer", "schoolmaster", "vicar"]),
    ("Left", ["1958", "1961", "1963", "1966", "1970"], [1958, 1961, 1963, 1966, 1970]),
]
SOLUTION = [
    ["Geoffrey", "Waddell", "Nelson", "vicar", "1963"],
    ["Hugh", "Carstairs", "Drake", "barrister", "1958"],
    ["Nigel", "Pennington", "Raleigh", "farmer", "1970"],
    ["Roger", "Lockhart", "Marlborough", "dentist", "1961"],
    ["Simon", "Fotheringham", "Wellington", "schoolmaster", "1966"],
]
CLUES = [
    ("The barrister was the first to leave, in 1958.", lambda s: s.same("barrister", "1958")),
    ("Mr Lockhart left three years after Hugh.", lambda s: s.n(Y, "Lockhart") == s.n(Y, "Hugh") + 3),
    ("The Raleigh old boy, who isn't Mr Waddell, left most recently.",
     lambda s: not s.same("Raleigh", "Waddell") and s.n(Y, "Raleigh") == 1970),
    ("Geoffrey, who was in Nelson, isn't the dentist.",
     lambda s: s.same("Geoffrey", "Nelson") and not s.same("Geoffrey", "dentist")),
    ("The vicar left two years after the dentist.", lambda s: s.n(Y, "vicar") == s.n(Y, "dentist") + 2),
    ("Simon isn't a farmer, and he left after Geoffrey.",
     lambda s: not s.same("Simon", "farmer") and s.n(Y, "Simon") > s.n(Y, "Geoffrey")),
    ("Mr Fotheringham was in Wellington.", lambda s: s.same("Fotheringham", "Wellington")),
    ("Nigel is neither Mr Carstairs nor Mr Fotheringham.",
     lambda s: not s.same("Nigel", "Carstairs") and not s.same("Nigel", "Fotheringham")),
    ("The schoolmaster wasn't in Drake or Marlborough.",
     lambda s: not s.same("schoolmaster", "Drake") and not s.same("schoolmaster", "Marlborough")),
    ("Roger left before Geoffrey but after Mr Carstairs.",
     lambda s: s.n(Y, "Carstairs") < s.n(Y, "Roger") < s.n(Y, "Geoffrey")),
    ("The Drake old boy left in 1958.", lambda s: s.same("Drake", "1958")),
    ("Mr Pennington left seven years after Mr Waddell.", lambda s: s.n(Y, "Pennington") == s.n(Y, "Waddell") + 7),
]
QUESTIONS = [
    ("What does Mr Pennington do for a living?", lambda s: s.v("Professions", "Pennington")),
    ("Which house was Roger in?", lambda s: s.v("Houses", "Roger")),
]
NUM = "."
INTRO = ["Five old boys of Castlegate Grammar School met up again at the school's centenary dinner. They had been in different houses, had left in different years, and had gone on to quite different careers."]
ASK = "Can you discover each man's full name, his house, his profession and the year he left?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
