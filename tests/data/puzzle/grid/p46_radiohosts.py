T = "Time slots"
CATEGORIES = [
    ("Hosts", ["Aurora", "Bartholomew", "Cressida", "Dominic", "Elodie", "Finnegan"]),
    ("Shows", ["Blues Hour", "Farm Report", "Late Jazz", "Morning Mix", "Phone-In", "Sports Desk"]),
    ("Time slots", ["6 am", "9 am", "noon", "3 pm", "6 pm", "9 pm"], [6, 9, 12, 15, 18, 21]),
]
SOLUTION = [
    ["Aurora", "Morning Mix", "9 am"],
    ["Bartholomew", "Late Jazz", "9 pm"],
    ["Cressida", "Phone-In", "noon"],
    ["Dominic", "Farm Report", "6 am"],
    ["Elodie", "Sports Desk", "6 pm"],
    ["Finnegan", "Blues Hour", "3 pm"],
]
CLUES = [
    ("Late Jazz is the last show of the day.", lambda s: s.n(T, "Late Jazz") == 21),
    ("Aurora goes on air 3 hours before Cressida.", lambda s: s.n(T, "Aurora") == s.n(T, "Cressida") - 3),
    ("The Farm Report airs earlier than Morning Mix.", lambda s: s.n(T, "Farm Report") < s.n(T, "Morning Mix")),
    ("Finnegan's show starts 6 hours after Aurora's.", lambda s: s.n(T, "Finnegan") == s.n(T, "Aurora") + 6),
    ("Neither Bartholomew nor Elodie hosts the Phone-In.", lambda s: not s.same("Bartholomew", "Phone-In") and not s.same("Elodie", "Phone-In")),
]
CLUES.append(("Bartholomew's show begins 12 hours after Morning Mix.", lambda s: s.n(T, "Bartholomew") == s.n(T, "Morning Mix") + 12))
CLUES.append(("Dominic is on the air 12 hours before the Sports Desk.", lambda s: s.n(T, "Dominic") == s.n(T, "Sports Desk") - 12))
CLUES.append(("Elodie's show goes out 6 hours after the Phone-In.", lambda s: s.n(T, "Elodie") == s.n(T, "Phone-In") + 6))
NUM = "."
INTRO = ["A small community radio station has six presenters, each hosting a different show in a different three-hour slot."]
REMARKS = INTRO
QUESTIONS = [("Who presents the Sports Desk, and when does it air?",
              lambda s: (s.v("Hosts", "Sports Desk"), s.v("Time slots", "Sports Desk")))]
