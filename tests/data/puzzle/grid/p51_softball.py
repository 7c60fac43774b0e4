J = "Jerseys"
CATEGORIES = [
    ("First names", ["Brianna", "Dana", "Gloria", "Maddie", "Shawna"]),
    ("Last names", ["Alvarez", "Brennan", "Kowalski", "Nguyen", "Whitaker"]),
    ("Positions", ["catcher", "center field", "first base", "pitcher", "shortstop"]),
    ("Jerseys", ["#3", "#8", "#14", "#19", "#22"], [3, 8, 14, 19, 22]),
]
SOLUTION = [
    ["Brianna", "Kowalski", "pitcher", "#14"],
    ["Dana", "Whitaker", "catcher", "#22"],
    ["Gloria", "Alvarez", "shortstop", "#3"],
    ["Maddie", "Nguyen", "center field", "#19"],
    ["Shawna", "Brennan", "first base", "#8"],
]
CLUES = [
    ("The pitcher wears a number eight lower than the catcher's.", lambda s: s.n(J, "pitcher") == s.n(J, "catcher") - 8),
    ("Gloria has the lowest number on the team.", lambda s: s.n(J, "Gloria") == 3),
    ("Neither Shawna nor Whitaker plays shortstop.",
     lambda s: not s.same("Shawna", "shortstop") and not s.same("Whitaker", "shortstop")),
    ("Kowalski wears #14.", lambda s: s.same("Kowalski", "#14")),
    ("The player at first base has a number 11 lower than Maddie's.", lambda s: s.n(J, "first base") == s.n(J, "Maddie") - 11),
    ("Dana doesn't pitch, and her number is higher than Brennan's.",
     lambda s: not s.same("Dana", "pitcher") and s.n(J, "Dana") > s.n(J, "Brennan")),
    ("Brianna's last name is neither Nguyen nor Alvarez.",
     lambda s: not s.same("Brianna", "Nguyen") and not s.same("Brianna", "Alvarez")),
    ("Nguyen's number is five higher than Kowalski's.", lambda s: s.n(J, "Nguyen") == s.n(J, "Kowalski") + 5),
    ("Shawna wears a lower number than Brianna.", lambda s: s.n(J, "Shawna") < s.n(J, "Brianna")),
    ("Brianna isn't the catcher, and Gloria doesn't play center field.",
     lambda s: not s.same("Brianna", "catcher") and not s.same("Gloria", "center field")),
    ("Alvarez wears a lower number than Brennan.", lambda s: s.n(J, "Alvarez") < s.n(J, "Brennan")),
]
QUESTIONS = [
    ("What is Maddie's last name?", lambda s: s.v("Last names", "Maddie")),
    ("What number does the shortstop wear?", lambda s: s.v(J, "shortstop")),
]
NUM = "."
INTRO = ["Five players from the Cedar Falls Hornets softball team were honored at the end-of-season banquet. Each plays a different position and wears a different number on her jersey."]
ASK = "Can you figure out each player's full name, position and number?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
