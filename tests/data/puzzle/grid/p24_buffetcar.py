# British: a heritage railway; carriages counted from the engine, prices in pounds and pence.
CA = "Carriages"
P = "Prices"
CATEGORIES = [
    ("Passengers", ["Mr Quigley", "Mrs Rowe", "Miss Snell", "Mr Tully"]),
    ("Carriages", ["carriage 1", "carriage 2", "carriage 3", "carriage 4"], [1, 2, 3, 4]),
    ("Snacks", ["bacon roll", "cheese toastie", "flapjack", "pork pie"]),
    ("Prices", ["£2.80", "£3.40", "£4.00", "£4.60"], [280, 340, 400, 460]),
]
SOLUTION = [
    ["Mr Quigley", "carriage 4", "bacon roll", "£4.60"],
    ["Mrs Rowe", "carriage 2", "flapjack", "£2.80"],
    ["Miss Snell", "carriage 1", "cheese toastie", "£4.00"],
    ["Mr Tully", "carriage 3", "pork pie", "£3.40"],
]
CLUES = [
    ("The bacon roll cost the most, and it was bought by the passenger in carriage 4.",
     lambda s: s.n(P, "bacon roll") == 460 and s.same("bacon roll", "carriage 4")),
    ("Mrs Rowe spent 60p less than Mr Tully.", lambda s: s.n(P, "Mrs Rowe") == s.n(P, "Mr Tully") - 60),
    ("Miss Snell sat in the carriage nearest the engine.", lambda s: s.n(CA, "Miss Snell") == 1),
    ("Mr Tully sat one carriage further back than Mrs Rowe.", lambda s: s.n(CA, "Mr Tully") == s.n(CA, "Mrs Rowe") + 1),
    ("The cheese toastie cost £1.20 more than the flapjack.", lambda s: s.n(P, "cheese toastie") == s.n(P, "flapjack") + 120),
    ("Mr Quigley sat further back than Mr Tully.", lambda s: s.n(CA, "Mr Quigley") > s.n(CA, "Mr Tully")),
    ("Miss Snell paid more for hers than Mr Tully paid for his.", lambda s: s.n(P, "Miss Snell") > s.n(P, "Mr Tully")),
    ("Neither man bought the flapjack.",
     lambda s: not s.same("Mr Quigley", "flapjack") and not s.same("Mr Tully", "flapjack")),
]
NUM = None
DOT = False
INTRO = ["Four passengers on the steam railway's Sunday service each bought one snack from the buffet trolley. They sat in different carriages, numbered 1 to 4 from the engine back, and paid different prices."]
OUTRO = []
REMARKS = INTRO + OUTRO
