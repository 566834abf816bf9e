print("orchestrate-sandbox")
