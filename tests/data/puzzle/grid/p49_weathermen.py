S = "Snowfall"
CATEGORIES = [
    ("Forecasters", ["Bert", "Candace", "Morris", "Wendell"]),
    ("Channels", ["Channel 2", "Channel 5", "Channel 8", "Channel 11"]),
    ("Snowfall", ["2 inches", "4 inches", "6 inches", "8 inches"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Bert", "Channel 8", "4 inches"],
    ["Candace", "Channel 2", "8 inches"],
    ["Morris", "Channel 11", "2 inches"],
    ["Wendell", "Channel 5", "6 inches"],
]
CLUES = [
    ("The Channel 5 forecaster called for 6 inches, which is exactly what fell.", lambda s: s.same("Channel 5", "6 inches")),
    ("Candace predicted twice as much snow as Bert.", lambda s: s.n(S, "Candace") == 2 * s.n(S, "Bert")),
    ("Morris predicted the least snow, and he isn't on Channel 2.",
     lambda s: s.n(S, "Morris") == 2 and not s.same("Morris", "Channel 2")),
    ("Bert, who isn't on Channel 2, predicted 2 inches more than the Channel 11 forecaster.",
     lambda s: not s.same("Bert", "Channel 2") and s.n(S, "Bert") == s.n(S, "Channel 11") + 2),
]
QUESTIONS = [("Which channel is Candace on?", lambda s: s.v("Channels", "Candace"))]
NUM = "."
INTRO = ["Before last week's storm, the four TV weather forecasters in Cedar Falls each predicted a different amount of snow."]
OUTRO = []
REMARKS = INTRO + OUTRO
