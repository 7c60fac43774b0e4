CATEGORIES = [
    ("Neighbours", ["Mr Fry", "Mrs Gale", "Mr Hunt", "Mrs Ince"]),
    ("Houses", ["No. 2", "No. 4", "No. 6", "No. 8"], [2, 4, 6, 8]),
    ("Tickets", ["ticket 17", "ticket 23", "ticket 35", "ticket 41"], [17, 23, 35, 41]),
    ("Prizes", ["chocolates", "hamper", "sherry", "teapot"]),
]
CLUES = [
    ("Mr Fry, who lives at No. 2, won the teapot.",
     lambda s: s.same("Mr Fry", "No. 2") and s.same("Mr Fry", "teapot")),
    ("The hamper was won with ticket 17, which had been bought by the household at No. 6.",
     lambda s: s.same("hamper", "ticket 17") and s.same("ticket 17", "No. 6")),
    ("Mrs Ince, who lives at No. 8, won the sherry with a lower ticket number than Mr Fry's.",
     lambda s: s.same("Mrs Ince", "No. 8") and s.same("Mrs Ince", "sherry")
     and s.n("Tickets", "Mrs Ince") < s.n("Tickets", "Mr Fry")),
    ("Ticket 41 won the box of chocolates.", lambda s: s.same("ticket 41", "chocolates")),
]
BAD = (4, "Mrs Gale's number is higher than Mr Hunt's.")
REFUSED = {BAD[1]: {
    "'Mrs Gale's house number is higher than Mr Hunt's'":
        lambda s: s.n("Houses", "Mrs Gale") > s.n("Houses", "Mr Hunt"),
    "'Mrs Gale's ticket number is higher than Mr Hunt's'":
        lambda s: s.n("Tickets", "Mrs Gale") > s.n("Tickets", "Mr Hunt"),
}}
EXPECT = 2
QUESTIONS = [("Who won the hamper?", None)]
NUM = "."
DOT = True
INTRO = ["Street Party Raffle",
         "At the Coronation Road street party, four neighbours from the even-numbered side of the road each bought one raffle ticket, "
         "and each of the four tickets won a different prize."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs Gale's number is higher than Mr Hunt's.", must be refused:
each neighbour has two numbers, a house number (No. 2 ... No. 8) and a ticket
number (17 ... 41), and the clue does not say which it compares (clue 3 speaks
of ticket numbers, the category lines of house numbers). Without clue 4 the
puzzle has two solutions, which swap Mrs Gale and Mr Hunt between No. 6 with
ticket 17 (the hamper) and No. 4 with ticket 41 (the chocolates). Read as house
numbers, the clue gives Mrs Gale No. 6 and the hamper; read as ticket numbers,
it gives her ticket 41 and the chocolates. Either reading gives a confident
answer to "Who won the hamper?", and the two answers differ."""
