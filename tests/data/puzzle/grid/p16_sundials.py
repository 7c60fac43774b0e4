Y = "Years"
CATEGORIES = [
    ("Gardens", ["Ashcombe", "Brantwood", "Coldharbour", "Dunstan Priory", "Elmcote"]),
    ("Mottoes", ["Tempus Fugit", "Carpe Diem", "Lux et Umbra", "Sine Sole Sileo", "Horas Non Numero"]),
    ("Years", ["1664", "1701", "1729", "1750", "1788"], [1664, 1701, 1729, 1750, 1788]),
]
SOLUTION = [
    ["Ashcombe", "Carpe Diem", "1729"],
    ["Brantwood", "Sine Sole Sileo", "1664"],
    ["Coldharbour", "Tempus Fugit", "1788"],
    ["Dunstan Priory", "Horas Non Numero", "1701"],
    ["Elmcote", "Lux et Umbra", "1750"],
]
CLUES = [
    ("The dial at Brantwood is the oldest of the five.", lambda s: s.n(Y, "Brantwood") == 1664),
    ("The Tempus Fugit dial was made 38 years after the Elmcote dial.", lambda s: s.n(Y, "Tempus Fugit") == s.n(Y, "Elmcote") + 38),
    ("The Carpe Diem dial is older than the Elmcote dial but younger than the one at Dunstan Priory.",
     lambda s: s.n(Y, "Dunstan Priory") < s.n(Y, "Carpe Diem") < s.n(Y, "Elmcote")),
    ("Neither Brantwood nor Ashcombe has the motto Horas Non Numero.",
     lambda s: not s.same("Brantwood", "Horas Non Numero") and not s.same("Ashcombe", "Horas Non Numero")),
    ("The Sine Sole Sileo dial predates every other dial in the survey.", lambda s: s.n(Y, "Sine Sole Sileo") == 1664),
    ("Ashcombe's dial is not inscribed Lux et Umbra.", lambda s: not s.same("Ashcombe", "Lux et Umbra")),
    ("The dial at Coldharbour is the most recent.", lambda s: s.n(Y, "Coldharbour") == 1788),
    ("The Horas Non Numero dial is older than the Lux et Umbra dial.", lambda s: s.n(Y, "Horas Non Numero") < s.n(Y, "Lux et Umbra")),
]
QUESTIONS = [("Which motto does the Dunstan Priory dial bear?", lambda s: s.v("Mottoes", "Dunstan Priory"))]
NUM = "."
DOT = False
INTRO = ["Members who joined the spring excursion will recall the five garden sundials we inspected. Each bears a different Latin motto, and each was made in a different year; the years are those cut into the dial plates, which we have taken on trust."]
OUTRO = []
REMARKS = INTRO + OUTRO
