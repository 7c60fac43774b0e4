# Nothing settles whether Pablo or Quentin has the 8:00am class; the clues
# leave exactly two solutions.
T = "Times"
CATEGORIES = [
    ("Teachers", ["Nell", "Oscar", "Pablo", "Quentin"]),
    ("Times", ["8:00am", "9:15am", "10:30am", "11:45am"], [480, 555, 630, 705]),
    ("Subjects", ["art", "biology", "French", "physics"]),
]
CLUES = [
    ("Nell's class starts 75 minutes after the biology class.", lambda s: s.n(T, "Nell") == s.n(T, "biology") + 75),
    ("Oscar teaches the last class of the morning.", lambda s: s.n(T, "Oscar") == 705),
    ("The art class starts sometime before the French class.", lambda s: s.n(T, "art") < s.n(T, "French")),
    ("Oscar doesn't teach physics.", lambda s: not s.same("Oscar", "physics")),
    ("The physics class is at 9:15am.", lambda s: s.same("physics", "9:15am")),
]
EXPECT = 2
QUESTIONS = [("Who teaches biology?", None)]
