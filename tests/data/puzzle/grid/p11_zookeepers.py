# Puzzle-book style: feeding times with "1 hour and 45 minutes", years of service.
T = "Times"
Y = "Service"
def t(s, x):
    return s.n(T, x)
def y(s, x):
    return s.n(Y, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Keepers", ["Imogen", "Jomo", "Kasia", "Lorcan", "Marisol"]),
    ("Animals", ["giraffes", "meerkats", "penguins", "red pandas", "tapirs"]),
    ("Times", ["10:30am", "11:15am", "12:00pm", "1:45pm", "3:00pm"], [630, 675, 720, 825, 900]),
    ("Service", ["1 year", "3 years", "4 years", "8 years", "12 years"], [1, 3, 4, 8, 12]),
]
SOLUTION = [("Imogen", "penguins", "3:00pm", "8 years"), ("Jomo", "giraffes", "10:30am", "12 years"),
            ("Kasia", "meerkats", "12:00pm", "1 year"), ("Lorcan", "tapirs", "11:15am", "3 years"),
            ("Marisol", "red pandas", "1:45pm", "4 years")]
INTRO = ["At Brackenfield Zoo, each of five keepers is in charge of a different animal, and each gives a public feeding talk at a different time of day. The keepers have also worked at the zoo for different lengths of time."]
CLUES = [
    ("The keeper who has been at the zoo the longest feeds the giraffes, at 10:30am.", lambda s: y(s, "giraffes") == 12 and t(s, "giraffes") == 630),
    ("The penguins are fed last of all.", lambda s: t(s, "penguins") == 900),
    ("Kasia, the newest keeper, gives her talk 45 minutes after Lorcan.", lambda s: y(s, "Kasia") == 1 and t(s, "Kasia") == t(s, "Lorcan") + 45),
    ("The red pandas are fed 1 hour and 45 minutes after the meerkats.", lambda s: t(s, "red pandas") == t(s, "meerkats") + 105),
    ("Marisol has worked at the zoo 1 year longer than the tapir keeper.", lambda s: y(s, "Marisol") == y(s, "tapirs") + 1),
    ("Imogen doesn't look after the red pandas.", lambda s: not s.same("Imogen", "red pandas")),
    ("Neither Jomo nor Imogen feeds the meerkats.", lambda s: not s.same("Jomo", "meerkats") and not s.same("Imogen", "meerkats")),
    ("Jomo has worked at the zoo 4 years longer than Imogen.", lambda s: y(s, "Jomo") == y(s, "Imogen") + 4),
    ("Marisol's talk is earlier than Imogen's.", lambda s: t(s, "Marisol") < t(s, "Imogen")),
]
QUESTIONS = [("Who looks after the tapirs?", lambda s: s.v("Keepers", "tapirs")), ("At what time are the penguins fed?", lambda s: s.v("Times", "penguins"))]
REMARKS = INTRO
