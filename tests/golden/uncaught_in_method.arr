class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds: balance %d" % self.balance)
        self.balance -= amount
acct = Account(10)
acct.withdraw(3)
print(acct.balance)
acct.withdraw(50)
