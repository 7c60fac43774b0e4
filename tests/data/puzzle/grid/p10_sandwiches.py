# App style; times, "whoever", "Of A and B".
T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Customers", ["Hamid", "Iona", "Jakub", "Kalinda", "Lorcan"]),
    ("Breads", ["bagel", "ciabatta", "rye", "sourdough", "wrap"]),
    ("Fillings", ["brie", "egg", "ham", "hummus", "tuna"]),
    ("Times", ["12:05pm", "12:10pm", "12:20pm", "12:35pm", "12:40pm"], [725, 730, 740, 755, 760]),
]
SOLUTION = [("Hamid", "rye", "hummus", "12:20pm"), ("Iona", "bagel", "brie", "12:05pm"), ("Jakub", "wrap", "tuna", "12:40pm"),
            ("Kalinda", "ciabatta", "ham", "12:10pm"), ("Lorcan", "sourdough", "egg", "12:35pm")]
CLUES = [
    ("The first order of the lunch hour was a bagel.", lambda s: t(s, "bagel") == 725),
    ("Lorcan ordered 25 minutes after Kalinda.", lambda s: t(s, "Lorcan") == t(s, "Kalinda") + 25),
    ("Whoever ordered hummus ordered 15 minutes before Lorcan.", lambda s: t(s, "hummus") == t(s, "Lorcan") - 15),
    ("Of Jakub and the person who had ham, one ordered at 12:10pm and the other ordered the tuna.",
     lambda s: not s.same("Jakub", "ham") and ((t(s, "Jakub") == 730 and s.same("ham", "tuna")) or (t(s, "ham") == 730 and s.same("Jakub", "tuna")))),
    ("The rye sandwich was not filled with egg or brie.", lambda s: not s.same("rye", "egg") and not s.same("rye", "brie")),
    ("Iona ordered before Hamid.", lambda s: t(s, "Iona") < t(s, "Hamid")),
    ("The wrap was ordered last.", lambda s: t(s, "wrap") == 760),
    ("Hamid didn't have a ciabatta.", lambda s: not s.same("Hamid", "ciabatta")),
    ("The egg sandwich was on sourdough.", lambda s: s.same("egg", "sourdough")),
    ("Jakub had the wrap.", lambda s: s.same("Jakub", "wrap")),
]
QUESTIONS = [("What time did Jakub order?", lambda s: s.v(T, "Jakub"))]
