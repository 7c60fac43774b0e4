D = "Lesson days"
CATEGORIES = [
    ("Students", ["Anouk", "Bertrand", "Chidi", "Delphine", "Emrys"]),
    ("Songs", ["Blue Moon", "Dream a Little Dream", "Hallelujah", "Over the Rainbow", "Stand by Me"]),
    ("Lesson days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Anouk", "Stand by Me", "Wednesday"],
    ["Bertrand", "Hallelujah", "Monday"],
    ["Chidi", "Over the Rainbow", "Friday"],
    ["Delphine", "Blue Moon", "Thursday"],
    ["Emrys", "Dream a Little Dream", "Tuesday"],
]
CLUES = [
    ("The person learning Hallelujah has their lesson 2 days before Anouk.", lambda s: s.n(D, "Hallelujah") == s.n(D, "Anouk") - 2),
    ("Chidi's lesson is later in the week than Delphine's.", lambda s: s.n(D, "Chidi") > s.n(D, "Delphine")),
    ("The student who is learning Blue Moon has a lesson the day after Anouk.", lambda s: s.n(D, "Blue Moon") == s.n(D, "Anouk") + 1),
    ("Emrys is not learning Over the Rainbow.", lambda s: not s.same("Emrys", "Over the Rainbow")),
    ("Of Bertrand and the Friday student, one is learning Hallelujah and the other is learning Over the Rainbow.",
     lambda s: not s.same("Bertrand", "Friday") and {s.v("Songs", "Bertrand"), s.v("Songs", "Friday")} == {"Hallelujah", "Over the Rainbow"}),
    ("Either Emrys or Anouk has the Tuesday lesson.", lambda s: s.same("Emrys", "Tuesday") != s.same("Anouk", "Tuesday")),
    ("The person learning Stand by Me is not Delphine.", lambda s: not s.same("Stand by Me", "Delphine")),
    ("The Dream a Little Dream student's lesson is earlier in the week than Anouk's.", lambda s: s.n(D, "Dream a Little Dream") < s.n(D, "Anouk")),
]
NUM = ""
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
