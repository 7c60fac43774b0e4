R = "Rates"
CATEGORIES = [
    ("Landladies", ["Mrs Bagshaw", "Mrs Cheadle", "Mrs Earnshaw", "Mrs Mottram"]),
    ("Guesthouses", ["Bella Vista", "Seaview", "Sunnyside", "The Laurels"]),
    ("Resorts", ["Blackpool", "Llandudno", "Scarborough", "Skegness"]),
    ("Rates", ["£18", "£20", "£22", "£24"], [18, 20, 22, 24]),
]
SOLUTION = [
    ["Mrs Bagshaw", "Sunnyside", "Scarborough", "£22"],
    ["Mrs Cheadle", "The Laurels", "Blackpool", "£18"],
    ["Mrs Earnshaw", "Bella Vista", "Skegness", "£24"],
    ["Mrs Mottram", "Seaview", "Llandudno", "£20"],
]
CLUES = [
    ("Seaview charges £2 a night less than Mrs Bagshaw's house.", lambda s: s.n(R, "Seaview") == s.n(R, "Mrs Bagshaw") - 2),
    ("The Skegness guesthouse is the dearest of the four.", lambda s: s.n(R, "Skegness") == 24),
    ("Mrs Cheadle, whose house isn't in Llandudno, charges the least.",
     lambda s: not s.same("Mrs Cheadle", "Llandudno") and s.n(R, "Mrs Cheadle") == 18),
    ("Bella Vista is in neither Scarborough nor Llandudno.",
     lambda s: not s.same("Bella Vista", "Scarborough") and not s.same("Bella Vista", "Llandudno")),
    ("Sunnyside charges more than The Laurels but less than Bella Vista.",
     lambda s: s.n(R, "The Laurels") < s.n(R, "Sunnyside") < s.n(R, "Bella Vista")),
    ("The Blackpool house isn't called Seaview.", lambda s: not s.same("Blackpool", "Seaview")),
    ("Mrs Earnshaw charges more than Mrs Bagshaw.", lambda s: s.n(R, "Mrs Earnshaw") > s.n(R, "Mrs Bagshaw")),
    ("The Llandudno guesthouse charges £2 less than the one in Scarborough.",
     lambda s: s.n(R, "Llandudno") == s.n(R, "Scarborough") - 2),
]
QUESTIONS = [
    ("Which resort is Mrs Earnshaw's guesthouse in?", lambda s: s.v("Resorts", "Mrs Earnshaw")),
    ("What does Seaview charge a night?", lambda s: s.v(R, "Seaview")),
]
NUM = "."
INTRO = ["Four seaside landladies met on a coach trip and soon got talking shop. Each runs a guesthouse in a different resort, and each charges a different rate for bed and breakfast per night."]
ASK = "Can you name each landlady's guesthouse, say where it is and give its nightly rate?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
