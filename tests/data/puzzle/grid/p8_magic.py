O = "Order"
def o(s, x):
    return s.n(O, x)
NUM = "1."
INTRO = ["Five magicians performed at the Tuesday Night Magic Show, one after another. Each did one trick and each wore a different colour of cape."]
REMARKS = INTRO
CATEGORIES = [
    ("Magicians", ["The Great Zanetti", "Madame Orla", "Merlin Jr.", "Professor Puck", "Lucky Lin"]),
    ("Order", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
    ("Tricks", ["card trick", "disappearing dove", "floating ball", "linking rings", "sawing in half"]),
    ("Capes", ["black", "gold", "purple", "red", "silver"]),
]
SOLUTION = [("The Great Zanetti", "fifth", "sawing in half", "black"), ("Madame Orla", "second", "floating ball", "purple"), ("Merlin Jr.", "third", "disappearing dove", "silver"), ("Professor Puck", "first", "card trick", "red"), ("Lucky Lin", "fourth", "linking rings", "gold")]
CLUES = [
    ("The show opened with the card trick.", lambda s: o(s, "card trick") == 1),
    ("The Great Zanetti closed the show.", lambda s: o(s, "The Great Zanetti") == 5),
    ("The magician in purple performed immediately before Merlin Jr.", lambda s: o(s, "purple") == o(s, "Merlin Jr.") - 1),
    ("Lucky Lin, who wore gold, did not do the floating ball.", lambda s: s.same("Lucky Lin", "gold") and not s.same("Lucky Lin", "floating ball")),
    ("The disappearing dove came somewhere after the floating ball.", lambda s: o(s, "disappearing dove") > o(s, "floating ball")),
    ("Professor Puck wore red.", lambda s: s.same("Professor Puck", "red")),
    ("The magician who did the linking rings wore gold.", lambda s: s.same("linking rings", "gold")),
    ("The magician in black went on last.", lambda s: o(s, "black") == 5),
    ("Madame Orla didn't go third.", lambda s: o(s, "Madame Orla") != 3),
    ("Madame Orla performed right after Professor Puck.", lambda s: o(s, "Madame Orla") == o(s, "Professor Puck") + 1),
    ("The disappearing dove was not done by The Great Zanetti.", lambda s: not s.same("disappearing dove", "The Great Zanetti")),
]
QUESTIONS = [("Which trick did Merlin Jr. perform?", lambda s: s.v("Tricks", "Merlin Jr."))]
