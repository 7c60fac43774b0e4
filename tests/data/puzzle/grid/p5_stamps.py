Y = "Years"
C = "Prices"
def y(s, x):
    return s.n(Y, x)
def c(s, x):
    return s.n(C, x)
CATEGORIES = [
    ("Collectors", ["Mr Fairweather", "Mrs Gallagher", "Dr Heywood", "Ms Iqbal"]),
    ("Stamps", ["Airmail Swallow", "Harbour Lighthouse", "Mountain Railway", "Queen's Jubilee"]),
    ("Years", ["1898", "1911", "1924", "1937"], [1898, 1911, 1924, 1937]),
    ("Prices", ["$4.75", "$12.50", "$18.25", "$31.00"], [475, 1250, 1825, 3100]),
]
CLUES = [
    ("The stamp that Mrs Gallagher bought, which is the oldest of the four, cost more than any of the others.",
     lambda s: y(s, "Mrs Gallagher") == 1898 and c(s, "Mrs Gallagher") == 3100),
    ("Of the Airmail Swallow and the stamp issued in 1911, one was bought by Dr Heywood and the other cost $12.50.",
     lambda s: not s.same("Airmail Swallow", "1911") and (
         (s.same("Airmail Swallow", "Dr Heywood") and c(s, "1911") == 1250)
         or (s.same("1911", "Dr Heywood") and c(s, "Airmail Swallow") == 1250))),
    ("The Harbour Lighthouse was issued 13 years after the Mountain Railway.",
     lambda s: y(s, "Harbour Lighthouse") == y(s, "Mountain Railway") + 13),
    ("Ms Iqbal paid $13.50 more than Dr Heywood.", lambda s: c(s, "Ms Iqbal") == c(s, "Dr Heywood") + 1350),
    ("Mr Fairweather's stamp is newer than Ms Iqbal's.", lambda s: y(s, "Mr Fairweather") > y(s, "Ms Iqbal")),
    ("The Queen's Jubilee stamp was bought by neither Ms Iqbal nor Mr Fairweather.",
     lambda s: not s.same("Queen's Jubilee", "Ms Iqbal") and not s.same("Queen's Jubilee", "Mr Fairweather")),
]
REMARKS = ["At the Saturday stamp fair, four collectors each bought a single stamp from the same dealer's album. The stamps were issued in different years and sold at different prices."]
QUESTIONS = [("Which stamp did Ms Iqbal buy, and what did she pay for it?",
              lambda s: (s.v("Stamps", "Ms Iqbal"), s.v(C, "Ms Iqbal")))]
