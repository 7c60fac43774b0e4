Q = "Queue"
CATEGORIES = [
    ("Children", ["Ruby", "Sam", "Tia", "Umar", "Vic"]),
    ("Gondolas", ["red", "orange", "yellow", "green", "blue"]),
    ("Queue", ["first", "second", "third", "fourth", "fifth"]),
]
SOLUTION = [
    ["Ruby", "green", "second"],
    ["Sam", "yellow", "fifth"],
    ["Tia", "red", "first"],
    ["Umar", "blue", "third"],
    ["Vic", "orange", "fourth"],
]
CLUES = [
    ("Tia was at the front of the queue.", lambda s: s.n(Q, "Tia") == 1),
    ("Sam was last in the queue.", lambda s: s.n(Q, "Sam") == 5),
    ("Umar stood right behind Ruby.", lambda s: s.n(Q, "Umar") == s.n(Q, "Ruby") + 1),
    ("The child in the red gondola was first in the queue.", lambda s: s.n(Q, "red") == 1),
    ("Vic rode in the orange gondola.", lambda s: s.same("Vic", "orange")),
    ("Ruby did not ride in the blue or the yellow gondola.", lambda s: not s.same("Ruby", "blue") and not s.same("Ruby", "yellow")),
    ("The child in the blue gondola was third.", lambda s: s.n(Q, "blue") == 3),
    ("Sam's gondola was not green.", lambda s: not s.same("Sam", "green")),
]
QUESTIONS = [("Who rode in the yellow gondola?", lambda s: s.v("Children", "yellow"))]
NUM = "."
DOT = False
INTRO = ["Five friends queued for the big wheel at the fair. Each one got a gondola of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
