# Category lines: five yachts at berths; the year each was built is a numeric
# category ("newer than"); two "somewhere between" clues and one "on one side
# ... on the other".
H = "Berth"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORIES = [
    ("Berth", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Yacht", ["Bora", "Chinook", "Mistral", "Sirocco", "Zephyr"]),
    ("Owner", ["Croat", "Dane", "Frenchman", "Greek", "Spaniard"]),
    ("Hull", ["green", "grey", "navy", "red", "white"]),
    ("Built", ["1969", "1975", "1988", "1994", "2001"], [1969, 1975, 1988, 1994, 2001]),
]
SOLUTION = [
    ("1", "Mistral", "Frenchman", "navy", "1988"),
    ("2", "Sirocco", "Dane", "white", "1975"),
    ("3", "Bora", "Spaniard", "red", "2001"),
    ("4", "Zephyr", "Croat", "grey", "1969"),
    ("5", "Chinook", "Greek", "green", "1994"),
]
CLUES = [
    ("The Zephyr lies at berth 4.", lambda s: p(s, "Zephyr") == 4),
    ("The Bora's hull is red.", lambda s: s.same("Bora", "red")),
    ("The yacht built in 1988 is at one end of the line.", lambda s: p(s, "1988") in (1, 5)),
    ("The Chinook was built in 1994.", lambda s: s.same("Chinook", "1994")),
    ("The yacht built in 1975 has the Spaniard's yacht on one side of it and the navy hull on the other.", lambda s: nextto(s, "1975", "Spaniard") and nextto(s, "1975", "navy") and not s.same("Spaniard", "navy")),
    ("The white yacht is moored in the next berth to the right of the Mistral.", lambda s: p(s, "white") == p(s, "Mistral") + 1),
    ("The red yacht is moored somewhere between the Croat's yacht and the Mistral.", lambda s: between(s, "red", "Croat", "Mistral")),
    ("The Greek's yacht has a green hull.", lambda s: s.same("Greek", "green")),
    ("The yacht built in 2001 lies somewhere between the 1988 yacht and the Croat's.", lambda s: between(s, "2001", "1988", "Croat")),
    ("The Mistral is newer than the Dane's yacht.", lambda s: s.n("Built", "Mistral") > s.n("Built", "Dane")),
    ("The green-hulled yacht dates from 1994.", lambda s: s.same("green", "1994")),
    ("The Bora is moored next to the grey yacht.", lambda s: nextto(s, "Bora", "grey")),
]
INTRO = ["Five yachts lie side by side in the marina, at berths numbered 1 to 5 from left to right as you look out from the quay. Each has a different owner, a hull of a different colour and was built in a different year."]
OUTRO = ['Determine the name, owner, hull colour and year of building of the yacht at each berth.']
REMARKS = INTRO + OUTRO
