Y = "Years"
CATEGORIES = [
    ("Mapmakers", ["Bastian", "Cordelia", "Ignatius", "Lavinia", "Tobias"]),
    ("Regions", ["Azores", "Hebrides", "Lofoten", "Sardinia", "Svalbard"]),
    ("Years", ["1712", "1728", "1744", "1760", "1776"], [1712, 1728, 1744, 1760, 1776]),
    ("Materials", ["calfskin", "linen", "parchment", "rag paper", "silk"]),
]
SOLUTION = [
    ["Bastian", "Lofoten", "1744", "silk"],
    ["Cordelia", "Azores", "1776", "parchment"],
    ["Ignatius", "Svalbard", "1712", "rag paper"],
    ["Lavinia", "Hebrides", "1728", "linen"],
    ["Tobias", "Sardinia", "1760", "calfskin"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The map of Sardinia was drawn 16 years after the one on silk.", lambda s: s.n(Y, "Sardinia") == s.n(Y, "silk") + 16),
    ("Ignatius's map is the oldest in the exhibit.", lambda s: s.n(Y, "Ignatius") == 1712),
    ("Of Cordelia's map and the map of the Hebrides, one is on parchment and the other was drawn in 1728.",
     lambda s: not s.same("Cordelia", "Hebrides") and (
         (s.same("Cordelia", "parchment") and s.same("Hebrides", "1728")) or
         (s.same("Hebrides", "parchment") and s.same("Cordelia", "1728")))),
    ("The linen map predates Bastian's by 16 years.", lambda s: s.n(Y, "linen") == s.n(Y, "Bastian") - 16),
    ("The Svalbard map is on neither calfskin nor linen.", lambda s: not s.same("Svalbard", "calfskin") and not s.same("Svalbard", "linen")),
    ("Tobias drew his map sometime after Lavinia drew hers.", lambda s: s.n(Y, "Tobias") > s.n(Y, "Lavinia")),
    ("The Azores map is the most recent.", lambda s: s.n(Y, "Azores") == 1776),
    ("The five maps are Tobias's, the Svalbard map, the linen one, the 1744 map and the Azores map.",
     lambda s: distinct(s, "Tobias", "Svalbard", "linen", "1744", "Azores")),
]
NUM = "."
INTRO = ["A museum's new exhibit features five hand-drawn maps, each by a different cartographer, each of a different region, each on a different material and each drawn in a different year."]
REMARKS = INTRO
